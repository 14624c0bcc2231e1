import type { Catalogue } from '@/shared/i18n';

export default {
  'databaseSentences.member_not_found': 'لم يُعثر على العضو',
  'databaseSentences.main_photo_needed': 'أضف صورة رئيسية قبل توثيقها.',
  'databaseSentences.verification_waiting': 'طلب توثيقك ينتظر القرار بالفعل.',
  'databaseSentences.photo_already_verified': 'صورتك الرئيسية موثّقة بالفعل.',
  'databaseSentences.match_ended': 'انتهى هذا التوافق',
  'databaseSentences.not_taking_calls': 'هذا العضو لا يستقبل مكالمات الفيديو.',
  'databaseSentences.in_another_call': 'هذا العضو في مكالمة أخرى.',
  'databaseSentences.call_ended': 'انتهت هذه المكالمة.',
  'databaseSentences.call_not_found': 'لم يُعثر على المكالمة',
  'databaseSentences.match_already_ended': 'كان هذا التوافق قد انتهى بالفعل',
  'databaseSentences.event_not_found': 'لم يُعثر على الفعالية',
  'databaseSentences.event_full': 'هذه الفعالية مكتملة.',
  'databaseSentences.attendees_only': 'لا يرى الحاضرين إلا من سيحضر الفعالية',
  'databaseSentences.assessment_first': 'أجرِ الاختبار أولًا.',
  'databaseSentences.retake_too_soon': 'يمكنك إعادة الاختبار بعد 30 يومًا من آخر مرة.',
  'databaseSentences.birth_date_fixed': 'تاريخ ميلادك محدد: تواصل مع الدعم لتصحيحه',
  'databaseSentences.gender_change_limit': 'يمكن تغيير الجنس مرتين على الأكثر خلال 30 يومًا',
} satisfies Catalogue;
