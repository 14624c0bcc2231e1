import type { Catalogue } from '@/shared/i18n';

export default {
  'analytics.title': 'Statistiken',
  'analytics.subtitle': 'Deine letzten 30 Tage',
  'analytics.planRequired': 'Statistiken gibt es mit {0}. Upgrade deinen Plan, um sie zu sehen.',
  'analytics.loading': 'Statistiken werden geladen',
  'analytics.loadFailed': 'Statistiken konnten nicht geladen werden',
  'analytics.activityChart': 'Aktivität',
  'analytics.activityDescription': 'Profilaufrufe, erhaltene Likes, Matches und erhaltene Nachrichten pro Tag; gestrichelte Linien zeigen deine Boosts.',
  'analytics.replyRateChart': 'Antwortquote',
  'analytics.replyRateDescription': 'Der Anteil der Mitglieder, die dir an einem Tag geschrieben haben und denen du geantwortet hast; gestrichelte Linien zeigen deine Boosts.',
  'analytics.tableCaption': 'Deine letzten 30 Tage, nach Tag (UTC)',
  'analytics.boost': 'Boost',
  'analytics.total': 'Gesamt',
  'analytics.day': 'Tag',
  'analytics.series.profileViews': 'Profilaufrufe',
  'analytics.series.likesReceived': 'Erhaltene Likes',
  'analytics.series.matches': 'Matches',
  'analytics.series.messagesReceived': 'Erhaltene Nachrichten',
  'analytics.series.replyRate': 'Antwortquote',
} satisfies Catalogue;
