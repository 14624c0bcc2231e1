import type { Catalogue } from '@/shared/i18n';

export default {
  'composer.label': 'Mensaje',
  'composer.send': 'Enviar',
  'composer.sending': 'Enviando…',
  'composer.retry': 'Reintentar',
  'composer.discard': 'Descartar',
  'composer.confirmTitle': '¿Seguro?',
  'composer.confirmIntro': 'Antes de enviar este mensaje:',
  'composer.editMessage': 'Editar mensaje',
  'composer.sendAnyway': 'Enviar de todos modos',
} satisfies Catalogue;
