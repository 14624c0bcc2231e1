import type { Catalogue } from '@/shared/i18n';

export default {
  'exportMyData.download': 'Descargar mis datos',
  'exportMyData.preparing': 'Preparando tus datos…',
} satisfies Catalogue;
