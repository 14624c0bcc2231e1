import type { Catalogue } from '@/shared/i18n';

export default {
  'settings.notificationsFailed': 'Benachrichtigungseinstellungen konnten nicht gespeichert werden',
  'settings.privacyFailed': 'Privatsphäre-Einstellungen konnten nicht gespeichert werden',
  'settings.passwordChanged': 'Passwort geändert',
  'settings.passwordFailed': 'Passwort konnte nicht geändert werden',
  'settings.currentPasswordRequired': 'Bitte gib dein aktuelles Passwort ein',
  'settings.currentPasswordWrong': 'Das aktuelle Passwort ist falsch',
  'settings.samePassword': 'Das neue Passwort muss sich vom aktuellen unterscheiden',
  'settings.passwordsDiffer': 'Die Passwörter stimmen nicht überein',
  'settings.tooManyAttempts': 'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es dann noch einmal.',
  'settings.dataDownloaded': 'Deine Daten wurden heruntergeladen',
  'settings.exportFailed': 'Deine Daten konnten nicht heruntergeladen werden',
  'settings.accountDeleted': 'Dein Konto wurde gelöscht',
  'settings.deleteFailed': 'Konto konnte nicht gelöscht werden',
} satisfies Catalogue;
