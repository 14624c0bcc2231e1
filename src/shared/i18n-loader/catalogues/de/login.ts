import type { Catalogue } from '@/shared/i18n';

export default {
  'login.documentTitle': 'Anmelden',
  'login.loadingSession': 'Deine Sitzung wird geladen',
  'login.title': 'Willkommen zurück',
  'login.subtitle': 'Melde dich an, um deine Matches und Nachrichten zu sehen.',
  'login.withGoogle': 'Weiter mit Google',
  'login.orEmail': 'Oder weiter mit E-Mail',
  'login.email': 'E-Mail-Adresse',
  'login.password': 'Passwort',
  'login.signIn': 'Anmelden',
  'login.signingIn': 'Anmeldung läuft …',
  'login.noAccount': 'Noch kein Konto?',
  'login.signUp': 'Jetzt registrieren',
} satisfies Catalogue;
