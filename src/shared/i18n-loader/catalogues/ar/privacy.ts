import type { Catalogue } from '@/shared/i18n';

export default {
  'privacy.visibility': 'ظهور الملف الشخصي',
  'privacy.everyone': 'الجميع',
  'privacy.everyoneHelp': 'يمكن لأي عضو العثور على ملفك الشخصي ومشاهدته.',
  'privacy.matches': 'التوافقات فقط',
  'privacy.matchesHelp': 'لا يستطيع مشاهدة ملفك الشخصي إلا من توافقت معهم.',
  'privacy.nobody': 'لا أحد',
  'privacy.nobodyHelp': 'ملفك الشخصي مخفي عن الجميع سواك.',
  'privacy.showOnlineStatus': 'إظهار حالة الاتصال',
} satisfies Catalogue;
