import type { Catalogue } from '@/shared/i18n';

export default {
  'changePassword.formLabel': 'Passwort ändern',
  'changePassword.currentPassword': 'Aktuelles Passwort',
  'changePassword.newPassword': 'Neues Passwort',
  'changePassword.confirmPassword': 'Neues Passwort bestätigen',
  'changePassword.update': 'Passwort aktualisieren',
  'changePassword.updating': 'Passwort wird aktualisiert …',
} satisfies Catalogue;
