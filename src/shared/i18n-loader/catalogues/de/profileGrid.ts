import type { Catalogue } from '@/shared/i18n';

export default {
  'profileGrid.loadFailed': 'Profile konnten nicht geladen werden',
  'profileGrid.loading': 'Profile werden geladen',
  'profileGrid.loadMore': 'Mehr laden',
  'profileGrid.emptyTitle': 'Gerade gibt es niemand Neues zu sehen',
  'profileGrid.emptyHint': 'Erweitere deine Filter: eine größere Entfernung, eine breitere Altersspanne oder weniger Vorgaben.',
  'profileGrid.openPreferences': 'Filter erweitern',
  'profileGrid.endTitle': 'Du hast alle gesehen, die zu deinen Filtern passen',
  'profileGrid.endHint': 'Erweitere deine Vorlieben, um mehr Menschen kennenzulernen.',
  'profileGrid.likedYou': 'Mag dich',
  'profileGrid.viewProfile': 'Profil ansehen',
  'profileGrid.viewProfileOf': 'Profil von {0} ansehen',
} satisfies Catalogue;
