import type { Catalogue } from '@/shared/i18n';

export default {
  'account.changePassword': 'Passwort ändern',
  'account.noPassword': 'Du meldest dich mit Google an, daher gibt es kein Passwort zu ändern.',
  'account.downloadTitle': 'Meine Daten herunterladen',
  'account.downloadText': 'Eine JSON-Datei mit allem, was wir über dich speichern: Konto, Profil, Fotos, Interessen und Nachrichten.',
  'account.deleteTitle': 'Mein Konto löschen',
  'account.deleteText': 'Löscht dein Konto, dein Profil, deine Fotos, Interessen und Nachrichten endgültig.',
} satisfies Catalogue;
