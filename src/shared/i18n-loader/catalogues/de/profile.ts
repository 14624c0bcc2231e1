import type { Catalogue } from '@/shared/i18n';

export default {
  'profile.notFound': 'Profil nicht gefunden',
  'profile.loadFailed': 'Profil konnte nicht geladen werden',
  'profile.viewLimitReached': 'Tageslimit für Profilaufrufe erreicht',
  'profile.birthDateHint': 'Du musst mindestens 18 Jahre alt sein, um diesen Dienst zu nutzen.',
  'profile.saveFailed': 'Fehler beim Aktualisieren des Profils',
} satisfies Catalogue;
