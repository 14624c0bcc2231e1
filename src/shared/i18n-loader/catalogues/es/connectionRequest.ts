import type { Catalogue } from '@/shared/i18n';

export default {
  'connectionRequest.sent': '¡Solicitud de conexión enviada!',
  'connectionRequest.duplicate': 'Ya le enviaste una solicitud de conexión a esta persona',
  'connectionRequest.failed': 'No se pudo enviar la solicitud de conexión',
  'connectionRequest.connect': 'Conectar',
  'connectionRequest.connectWith': 'Conectar con {0}',
  'connectionRequest.alreadySent': 'Solicitud de conexión enviada',
  'connectionRequest.intro': 'Envíale a {0} una solicitud para conectar, con unas palabras si quieres.',
  'connectionRequest.cancel': 'Cancelar',
  'connectionRequest.send': 'Enviar solicitud',
} satisfies Catalogue;
