import type { Catalogue } from '@/shared/i18n';

export default {
  'analytics.title': 'الإحصاءات',
  'analytics.subtitle': 'آخر 30 يومًا',
  'analytics.planRequired': 'تتوفر الإحصاءات مع {0}. رقِّ خطتك لتراها.',
  'analytics.loading': 'جارٍ تحميل الإحصاءات',
  'analytics.loadFailed': 'تعذّر تحميل الإحصاءات',
  'analytics.activityChart': 'النشاط',
  'analytics.activityDescription': 'مشاهدات الملف الشخصي والإعجابات الواردة والتوافقات والرسائل الواردة كل يوم؛ وتشير الخطوط المتقطعة إلى تعزيزاتك.',
  'analytics.replyRateChart': 'معدل الرد',
  'analytics.replyRateDescription': 'نسبة الأعضاء الذين كتبوا إليك كل يوم ورددت عليهم؛ وتشير الخطوط المتقطعة إلى تعزيزاتك.',
  'analytics.tableCaption': 'آخر 30 يومًا، يومًا بيوم (UTC)',
  'analytics.boost': 'تعزيز',
  'analytics.total': 'المجموع',
  'analytics.day': 'اليوم',
  'analytics.series.profileViews': 'مشاهدات الملف الشخصي',
  'analytics.series.likesReceived': 'الإعجابات الواردة',
  'analytics.series.matches': 'التوافقات',
  'analytics.series.messagesReceived': 'الرسائل الواردة',
  'analytics.series.replyRate': 'معدل الرد',
} satisfies Catalogue;
