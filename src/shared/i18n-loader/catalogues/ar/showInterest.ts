import type { Catalogue } from '@/shared/i18n';

export default {
  'showInterest.sent': 'تم إرسال اهتمامك بنجاح!',
  'showInterest.duplicate': 'لقد أبديت اهتمامك بهذا الشخص من قبل',
  'showInterest.failed': 'تعذّر إرسال الاهتمام',
  'showInterest.showInterest': 'أبدِ اهتمامك',
  'showInterest.showInterestIn': 'أبدِ اهتمامك بـ {0}',
  'showInterest.intro': 'دع {0} يعرف أنك مهتم.',
  'showInterest.cancel': 'إلغاء',
  'showInterest.send': 'إرسال الاهتمام',
} satisfies Catalogue;
