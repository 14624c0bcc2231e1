import type { Catalogue } from '@/shared/i18n';

export default {
  'aiAnswer.failed.profile-enhancement': 'Profilvorschläge konnten nicht erstellt werden',
  'aiAnswer.failed.compatibility': 'Kompatibilität konnte nicht analysiert werden',
  'aiAnswer.failed.conversation-coach': 'Gesprächsvorschläge konnten nicht erstellt werden',
  'aiAnswer.failed.safety-check': 'Sicherheitscheck konnte nicht durchgeführt werden',
  'aiAnswer.failed.date-planning': 'Date-Ideen konnten nicht erstellt werden',
  'aiAnswer.failed.growth-feedback': 'Feedback konnte nicht erstellt werden',
  'aiAnswer.failed.matchmaker': 'Match-Vorschläge konnten nicht erstellt werden',
  'aiAnswer.simulated': 'Simulierte Antwort',
  'aiAnswer.generating': 'Antwort wird erstellt',
  'aiAnswer.showFullAnswer': 'Ganze Antwort zeigen',
  'aiAnswer.hideFullAnswer': 'Ganze Antwort ausblenden',
} satisfies Catalogue;
