import type { Catalogue } from '@/shared/i18n';

export default {
  'aiMatchmaker.title': 'الخاطبة بالذكاء الاصطناعي',
  'aiMatchmaker.button': 'الخاطبة بالذكاء الاصطناعي',
  'aiMatchmaker.close': 'إغلاق',
  'aiMatchmaker.intro': 'اختر خاطبة: كل واحدة تبحث عن شيء مختلف في الأشخاص الذين تقترحهم.',
  'aiMatchmaker.personas': 'الخاطبات',
  'aiMatchmaker.loadingPersonas': 'جارٍ تحميل الخاطبات',
  'aiMatchmaker.loadFailed': 'تعذّر تحميل الخاطبات',
  'aiMatchmaker.suggestions': 'تطابقات مقترحة',
  'aiMatchmaker.noSuggestions': 'لا يوجد من نقترحه الآن. حاول مرة أخرى لاحقًا، أو وسّع عوامل التصفية.',
  'aiMatchmaker.answer': 'اقتراحات {0}',
  'aiMatchmaker.viewProfile': 'عرض الملف',
  'aiMatchmaker.viewProfileOf': 'عرض ملف {0}',
  'aiMatchmaker.planRequired': 'تتوفر الخاطبة بالذكاء الاصطناعي مع {0}. رقِّ خطتك لتتعرّف على الخاطبات.',
} satisfies Catalogue;
