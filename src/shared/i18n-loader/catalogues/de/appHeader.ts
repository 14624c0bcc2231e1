import type { Catalogue } from '@/shared/i18n';

export default {
  'appHeader.home': 'Ascend – Startseite',
  'appHeader.messages': '{0, plural, =0 {Nachrichten} one {Nachrichten, # ungelesen} other {Nachrichten, # ungelesen}}',
  'appHeader.notifications': 'Benachrichtigungen',
  'appHeader.notificationsUnread': 'Benachrichtigungen, {0} ungelesen',
  'appHeader.likes': '{0, plural, =0 {Likes} one {Likes, # offen} other {Likes, # offen}}',
  'appHeader.preferences': 'Dating-Präferenzen',
  'appHeader.accountMenu': 'Kontomenü',
  'appHeader.editProfile': 'Profil bearbeiten',
  'appHeader.analytics': 'Statistiken',
  'appHeader.events': 'Events',
  'appHeader.personality': 'Persönlichkeit',
  'appHeader.settings': 'Einstellungen',
  'appHeader.plans': 'Pläne',
  'appHeader.contactSupport': 'Support kontaktieren',
  'appHeader.logOut': 'Abmelden',
} satisfies Catalogue;
