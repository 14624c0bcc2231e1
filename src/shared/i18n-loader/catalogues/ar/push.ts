import type { Catalogue } from '@/shared/i18n';

export default {
  'push.turnOn': 'تفعيل الإشعارات',
  'push.turnOff': 'إيقاف',
  'push.offHint': 'اعرف بالتطابقات والإعجابات والرسائل على هذا الجهاز، حتى عندما يكون Ascend مغلقًا.',
  'push.on': 'الإشعارات مفعّلة على هذا الجهاز.',
  'push.blocked': 'إشعارات Ascend محظورة في هذا المتصفح. اسمح بها من إعدادات الموقع لتفعيلها.',
  'push.failed': 'تعذّر تفعيل الإشعارات',
} satisfies Catalogue;
