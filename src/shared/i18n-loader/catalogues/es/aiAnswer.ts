import type { Catalogue } from '@/shared/i18n';

export default {
  'aiAnswer.failed.profile-enhancement': 'No se pudieron generar sugerencias para tu perfil',
  'aiAnswer.failed.compatibility': 'No se pudo analizar la compatibilidad',
  'aiAnswer.failed.conversation-coach': 'No se pudieron generar sugerencias para la conversación',
  'aiAnswer.failed.safety-check': 'No se pudo hacer la revisión de seguridad',
  'aiAnswer.failed.date-planning': 'No se pudieron generar ideas para la cita',
  'aiAnswer.failed.growth-feedback': 'No se pudieron generar comentarios',
  'aiAnswer.failed.matchmaker': 'No se pudieron generar sugerencias de match',
  'aiAnswer.simulated': 'Respuesta simulada',
  'aiAnswer.generating': 'Generando la respuesta',
  'aiAnswer.showFullAnswer': 'Ver la respuesta completa',
  'aiAnswer.hideFullAnswer': 'Ocultar la respuesta completa',
} satisfies Catalogue;
