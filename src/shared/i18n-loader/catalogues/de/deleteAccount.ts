import type { Catalogue } from '@/shared/i18n';

export default {
  'deleteAccount.open': 'Mein Konto löschen',
  'deleteAccount.title': 'Dein Konto löschen?',
  'deleteAccount.body': 'Damit werden dein Konto, dein Profil, deine Fotos, Interessen, Kontaktanfragen und Nachrichten endgültig gelöscht. Das lässt sich nicht rückgängig machen. Lade vorher deine Daten herunter, wenn du eine Kopie behalten möchtest.',
  'deleteAccount.typeToConfirm': 'Gib zur Bestätigung {0} ein',
  'deleteAccount.password': 'Passwort',
  'deleteAccount.cancel': 'Abbrechen',
  'deleteAccount.delete': 'Konto löschen',
  'deleteAccount.deleting': 'Konto wird gelöscht …',
} satisfies Catalogue;
