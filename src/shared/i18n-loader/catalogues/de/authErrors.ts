import type { Catalogue } from '@/shared/i18n';

export default {
  'authErrors.signIn': 'Anmeldung fehlgeschlagen. Bitte prüf deine Zugangsdaten.',
  'authErrors.google': 'Anmeldung mit Google fehlgeschlagen.',
  'authErrors.sessionLoad': 'Fehler bei der Anmeldung. Bitte versuch es noch einmal.',
  'authErrors.signInNetwork': 'Verbindungsfehler. Bitte prüf deine Internetverbindung.',
  'authErrors.notAuthenticated': 'Bitte melde dich an, um weiterzumachen',
  'authErrors.callback': 'Authentifizierung fehlgeschlagen. Bitte versuch es noch einmal.',
  'authErrors.logout': 'Abmelden fehlgeschlagen',
  'authErrors.emailRegistered': 'Diese E-Mail-Adresse ist schon registriert. Melde dich stattdessen an.',
  'authErrors.registerFallback': 'Registrierung fehlgeschlagen. Bitte versuch es noch einmal.',
  'authErrors.registered': 'Registrierung erfolgreich! Schau in deine E-Mails, um dein Konto zu bestätigen.',
} satisfies Catalogue;
