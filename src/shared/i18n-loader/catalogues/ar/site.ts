import type { Catalogue } from '@/shared/i18n';

export default {
  'site.description': 'Ascend: مواعدة للبالغين، مع مساعدين بالذكاء الاصطناعي يجعلون الملفات الشخصية والمحادثات والمواعيد الأولى أفضل وأكثر أمانًا.',
} satisfies Catalogue;
