import type { Catalogue } from '@/shared/i18n';

export default {
  'notification.match': 'أنت و{0} متوافقان',
  'notification.like': '{0} معجب بك',
  'notification.connection_request': '{0} يريد التواصل معك',
  'notification.message': 'أرسل إليك {0} رسالة',
  'notification.profile_view': 'شاهد {0} ملفك الشخصي',
  'notification.event_reminder': 'تذكير: أنت ذاهب إلى {0}',
} satisfies Catalogue;
