import type { Catalogue } from '@/shared/i18n';

export default {
  'signOut.logOut': 'Abmelden',
  'signOut.signOutOthers': 'Auf anderen Geräten abmelden',
  'signOut.signingOutOthers': 'Wird abgemeldet...',
  'signOut.othersSignedOut': 'Auf allen anderen Geräten abgemeldet',
  'signOut.othersFailed': 'Abmelden auf anderen Geräten fehlgeschlagen',
} satisfies Catalogue;
