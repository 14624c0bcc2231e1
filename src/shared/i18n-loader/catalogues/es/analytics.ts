import type { Catalogue } from '@/shared/i18n';

export default {
  'analytics.title': 'Estadísticas',
  'analytics.subtitle': 'Tus últimos 30 días',
  'analytics.planRequired': 'Las estadísticas vienen con {0}. Mejora tu plan para verlas.',
  'analytics.loading': 'Cargando estadísticas',
  'analytics.loadFailed': 'No se pudieron cargar las estadísticas',
  'analytics.activityChart': 'Actividad',
  'analytics.activityDescription': 'Visitas al perfil, me gusta recibidos, matches y mensajes recibidos cada día; las líneas discontinuas marcan tus impulsos.',
  'analytics.replyRateChart': 'Tasa de respuesta',
  'analytics.replyRateDescription': 'La parte de quienes te escribieron cada día a quienes respondiste; las líneas discontinuas marcan tus impulsos.',
  'analytics.tableCaption': 'Tus últimos 30 días, por día (UTC)',
  'analytics.boost': 'Impulso',
  'analytics.total': 'Total',
  'analytics.day': 'Día',
  'analytics.series.profileViews': 'Visitas al perfil',
  'analytics.series.likesReceived': 'Me gusta recibidos',
  'analytics.series.matches': 'Matches',
  'analytics.series.messagesReceived': 'Mensajes recibidos',
  'analytics.series.replyRate': 'Tasa de respuesta',
} satisfies Catalogue;
