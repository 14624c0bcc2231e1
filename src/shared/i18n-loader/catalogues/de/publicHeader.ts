import type { Catalogue } from '@/shared/i18n';

export default {
  'publicHeader.home': 'Ascend – Startseite',
  'publicHeader.pricing': 'Preise',
  'publicHeader.signIn': 'Anmelden',
} satisfies Catalogue;
