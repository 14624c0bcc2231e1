import type { Catalogue } from '@/shared/i18n';

export default {
  'language.label': 'اللغة',
  'language.sectionTitle': 'اللغة والمنطقة',
  'language.distanceUnit': 'وحدة المسافة',
  'language.unitAutomatic': 'حسب لغتي',
  'language.unitKilometres': 'الكيلومترات',
  'language.unitMiles': 'الأميال',
  'language.saveFailed': 'تعذّر حفظ لغتك',
} satisfies Catalogue;
