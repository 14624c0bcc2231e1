import type { Catalogue } from '@/shared/i18n';

export default {
  'home.title': 'Entdecken',
  'home.nudgeLabel': 'Profil-Vollständigkeit',
  'home.completeProfile': 'Profil vervollständigen',
  'home.nudgeTitle': 'Dein Profil ist zu {0}% vollständig',
  'home.nudgeBody': 'Vollständigere Profile bekommen mehr Interesse. Ergänze {0}.',
  'home.percentComplete': '{0}% vollständig',
  'home.reviewLabel': 'Profil wird geprüft',
  'home.reviewTitle': 'Dein Profil ist in „Entdecken“ ausgeblendet, solange wir Meldungen dazu prüfen',
  'home.reviewBody': 'Deine Matches und Unterhaltungen laufen weiter wie bisher. Wenn du das für einen Fehler hältst, {0}.',
  'home.contactUs': 'schreib uns',
} satisfies Catalogue;
