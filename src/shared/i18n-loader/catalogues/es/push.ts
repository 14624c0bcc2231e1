import type { Catalogue } from '@/shared/i18n';

export default {
  'push.turnOn': 'Activar notificaciones',
  'push.turnOff': 'Desactivar',
  'push.offHint': 'Entérate de tus matches, me gusta y mensajes en este dispositivo, aunque Ascend esté cerrado.',
  'push.on': 'Las notificaciones están activadas en este dispositivo.',
  'push.blocked': 'Las notificaciones de Ascend están bloqueadas en este navegador. Permítelas en la configuración del sitio para activarlas.',
  'push.failed': 'No se pudieron activar las notificaciones',
} satisfies Catalogue;
