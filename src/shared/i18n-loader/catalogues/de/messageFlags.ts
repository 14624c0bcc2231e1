import type { Catalogue } from '@/shared/i18n';

export default {
  'messageFlags.money_request': 'Die Nachricht erwähnt Geld oder Zahlungen. Um Geld zu bitten ist das häufigste Zeichen für Betrug, und das andere Mitglied wird davor gewarnt.',
  'messageFlags.off_platform': 'Die Nachricht schlägt früh vor, zu einer anderen App oder ans Telefon zu wechseln. Viele Mitglieder bleiben lieber auf Ascend, bis sie einander vertrauen.',
  'messageFlags.insult': 'Die Nachricht enthält Worte, die verletzen können. Bitte bleib respektvoll.',
} satisfies Catalogue;
