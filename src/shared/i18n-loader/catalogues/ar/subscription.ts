import type { Catalogue } from '@/shared/i18n';

export default {
  'subscription.loadFailed': 'تعذّر تحميل خطتك',
  'subscription.loading': 'جارٍ تحميل خطتك',
  'subscription.nextBilling': 'موعد الفوترة التالي: {0}',
  'subscription.trialThenPrice': 'تجربة مجانية حتى {0}، ثم {1} شهريًا.',
  'subscription.trialUntil': 'تجربة مجانية حتى {0}.',
  'subscription.trialCancelled': 'تنتهي تجربتك المجانية في {0}، ولن يُخصم منك أي مبلغ. تنتهي خطة {1} في {2}.',
  'subscription.trialCancelledThen': 'تنتهي تجربتك المجانية في {0}، ولن يُخصم منك أي مبلغ. وتنتهي خطة {1} حينها أيضًا.',
  'subscription.endsOn': 'تنتهي خطة {0} في {1}، ولن يُخصم منك أي مبلغ بعد ذلك.',
  'subscription.usageTitle': 'اليوم',
  'subscription.usage.interests': 'الاهتمامات',
  'subscription.usage.messages': 'الرسائل',
  'subscription.usage.aiAnswers': 'إجابات الذكاء الاصطناعي',
  'subscription.usage.profileViews': 'الملفات التي شاهدتها',
  'subscription.usage.photos': 'الصور',
  'subscription.usedOf': '{0} من {1}',
  'subscription.usedUnlimited': '{0} (غير محدود)',
  'subscription.cancelConsequence': 'تحتفظ بخطة {0} حتى {1}. بعد ذلك تصبح خطتك Free.',
  'subscription.cancelConsequenceNoDate': 'تحتفظ بخطة {0} حتى نهاية هذه الفترة. بعد ذلك تصبح خطتك Free.',
  'subscription.trialCancelConsequence': 'تنتهي تجربتك المجانية في {1} ولن يُخصم منك أي مبلغ. تحتفظ بخطة {0} حتى {2}. بعد ذلك تصبح خطتك Free.',
} satisfies Catalogue;
