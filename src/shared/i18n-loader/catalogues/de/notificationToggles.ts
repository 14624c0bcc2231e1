import type { Catalogue } from '@/shared/i18n';

export default {
  'notificationToggles.label.newMatches': 'Neue Matches',
  'notificationToggles.label.messages': 'Nachrichten',
  'notificationToggles.label.profileLikes': 'Likes für dein Profil',
  'notificationToggles.label.profileViews': 'Profilbesuche',
  'notificationToggles.label.specialOffers': 'Sonderangebote',
  'notificationToggles.label.emailDigest': 'E-Mail-Zusammenfassung',
  'notificationToggles.label.hideMessagePreviews': 'Nachrichtenvorschau ausblenden',
  'notificationToggles.description.emailDigest': 'Was du verpasst hast, zusammengefasst – höchstens einmal am Tag',
  'notificationToggles.description.hideMessagePreviews': 'Benachrichtigungen auf deinen Geräten zeigen, wer dir geschrieben hat, aber nicht, was',
} satisfies Catalogue;
