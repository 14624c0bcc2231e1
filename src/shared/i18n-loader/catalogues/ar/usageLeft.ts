import type { Catalogue } from '@/shared/i18n';

export default {
  'usageLeft.interests': 'إبداءات الاهتمام المتبقية لك اليوم: {0} من {1}',
  'usageLeft.aiAnswers': 'إجابات الذكاء الاصطناعي المتبقية لك اليوم: {0} من {1}',
  'usageLeft.requestCounts': 'يُحتسب واحدًا من إبداءات اهتمامك اليوم وعددها {0} (يتبقى {1}).',
  'usageLeft.requestCountsUnlimited': 'يُحتسب واحدًا من إبداءات اهتمامك اليوم.',
} satisfies Catalogue;
