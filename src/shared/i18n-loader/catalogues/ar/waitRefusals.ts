import type { Catalogue } from '@/shared/i18n';

export default {
  'waitRefusals.interests_too_fast': 'ترسل الاهتمامات بسرعة كبيرة. خذ استراحة وحاول مجددًا بعد بضع دقائق.',
  'waitRefusals.messages_too_fast': 'ترسل الرسائل بسرعة كبيرة. انتظر دقيقة وحاول مجددًا.',
  'waitRefusals.ai_too_fast': 'تسأل مساعدي الذكاء الاصطناعي كثيرًا. انتظر دقيقة وحاول مجددًا.',
  'waitRefusals.too_many_requests': 'طلبات كثيرة جدًا: انتظر دقيقة وحاول مجددًا',
  'waitRefusals.unanswered_starts': 'عدد المحادثات التي بدأتها اليوم ولم يردّ عليها أحد بعد: {0}. انتظر ردًا أو حاول مجددًا غدًا.',
  'waitRefusals.connection_requests_per_day': 'عدد طلبات التواصل التي أرسلتها اليوم: {0}. حاول مجددًا غدًا.',
  'waitRefusals.reports_per_day': 'عدد البلاغات التي أرسلتها اليوم: {0}. حاول مجددًا غدًا.',
  'waitRefusals.support_requests_per_day': 'عدد طلبات الدعم التي أرسلتها اليوم: {0}. حاول مجددًا غدًا.',
  'waitRefusals.verifications_per_day': 'يمكنك طلب التوثيق حتى {0} مرات في اليوم. حاول مجددًا غدًا.',
  'waitRefusals.ai_answers_per_day': 'استخدمت إجابات الذكاء الاصطناعي المتاحة لك اليوم ({0}). حاول مجددًا غدًا.',
  'waitRefusals.interestAfterUnblock': 'رُفع حظر بينك وبين هذا العضو مؤخرًا. يمكنك إبداء الاهتمام مجددًا بعد {0, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.',
  'waitRefusals.connectAfterUnblock': 'رُفع حظر بينك وبين هذا العضو مؤخرًا. يمكنك طلب التواصل مجددًا بعد {0, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.',
  'waitRefusals.next_boost': 'تعزيزك التالي في {0}.',
} satisfies Catalogue;
