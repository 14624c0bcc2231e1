import type { Catalogue } from '@/shared/i18n';

export default {
  'messageFlags.money_request': 'تذكر المال أو المدفوعات. طلب المال هو أكثر علامات الاحتيال شيوعًا، ويُنبَّه العضو الآخر إلى ذلك.',
  'messageFlags.off_platform': 'تقترح الانتقال مبكرًا إلى تطبيق آخر أو إلى الهاتف. كثير من الأعضاء يفضلون البقاء على Ascend حتى تنشأ الثقة بينهم.',
  'messageFlags.insult': 'تحتوي على كلمات قد تجرح. يُرجى الحفاظ على الاحترام في المحادثات.',
} satisfies Catalogue;
