import type { Catalogue } from '@/shared/i18n';

export default {
  'unsubscribe.title': 'Darte de baja de los correos de resumen',
  'unsubscribe.intro': 'Deja de recibir el correo diario que resume lo que te perdiste en Ascend.',
  'unsubscribe.unsubscribe': 'Darme de baja',
  'unsubscribe.unsubscribing': 'Dándote de baja…',
  'unsubscribe.done': 'Ya no recibirás correos de resumen. Puedes volver a activarlos en Ajustes → Notificaciones.',
  'unsubscribe.invalidLink': 'Este enlace para darte de baja no es válido. Puedes desactivar los correos de resumen en Ajustes → Notificaciones.',
  'unsubscribe.failed': 'No se pudo completar la baja. Inténtalo de nuevo.',
  'unsubscribe.settingsLink': 'Ir a Ajustes',
} satisfies Catalogue;
