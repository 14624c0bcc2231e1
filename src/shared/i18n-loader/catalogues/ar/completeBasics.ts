import type { Catalogue } from '@/shared/i18n';

export default {
  'completeBasics.firstName': 'الاسم الأول',
  'completeBasics.birthDate': 'تاريخ الميلاد',
  'completeBasics.submit': 'متابعة',
  'completeBasics.saved': 'أهلًا بك في Ascend!',
} satisfies Catalogue;
