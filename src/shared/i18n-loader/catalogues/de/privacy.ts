import type { Catalogue } from '@/shared/i18n';

export default {
  'privacy.visibility': 'Sichtbarkeit des Profils',
  'privacy.everyone': 'Alle',
  'privacy.everyoneHelp': 'Alle Mitglieder können dein Profil finden und ansehen.',
  'privacy.matches': 'Nur Matches',
  'privacy.matchesHelp': 'Nur Menschen, mit denen du ein Match hast, können dein Profil sehen.',
  'privacy.nobody': 'Niemand',
  'privacy.nobodyHelp': 'Dein Profil ist für alle außer dir verborgen.',
  'privacy.showOnlineStatus': 'Online-Status anzeigen',
} satisfies Catalogue;
