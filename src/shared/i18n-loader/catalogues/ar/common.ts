import type { Catalogue } from '@/shared/i18n';

export default {
  'common.loading': 'جارٍ التحميل',
  'common.tryAgain': 'حاول مرة أخرى',
  'common.messageOptional': 'رسالة (اختيارية)',
  'common.defaultDocumentTitle': 'Ascend — التقِ بأشخاص يستحقون اللقاء',
} satisfies Catalogue;
