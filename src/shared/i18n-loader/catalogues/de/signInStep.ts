import type { Catalogue } from '@/shared/i18n';

export default {
  'signInStep.documentTitle': 'Anmeldung in zwei Schritten',
  'signInStep.title': 'Anmeldung in zwei Schritten',
  'signInStep.subtitle': 'Dein Konto ist mit einer Authenticator-App geschützt. Gib ihren Code ein, um die Anmeldung abzuschließen.',
  'signInStep.notYou': 'Nicht du, oder kein Zugriff auf deine App?',
  'signInStep.signOut': 'Abmelden',
} satisfies Catalogue;
