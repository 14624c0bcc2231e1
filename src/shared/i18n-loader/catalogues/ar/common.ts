import type { Catalogue } from '@/shared/i18n';

export default {
  'common.loading': 'جارٍ التحميل',
  'common.tryAgain': 'حاول مرة أخرى',
  'common.messageOptional': 'رسالة (اختيارية)',
  'common.defaultDocumentTitle': 'Ascend — التقِ بأشخاص يستحقون اللقاء',
  'common.siteDescription': 'Ascend: مواعدة للبالغين، مع مساعدين بالذكاء الاصطناعي يجعلون الملفات الشخصية والمحادثات والمواعيد الأولى أفضل وأكثر أمانًا.',
} satisfies Catalogue;
