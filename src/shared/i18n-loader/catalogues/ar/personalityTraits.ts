import type { Catalogue } from '@/shared/i18n';

export default {
  'personalityTraits.extraversion.name': 'الانبساط',
  'personalityTraits.extraversion.low': 'متحفظ: تستعيد طاقتك وحدك، وتفضّل قلة من المقرّبين على الزحام.',
  'personalityTraits.extraversion.middle': 'متوازن: مرتاح بين الناس، وسعيد بوقتك الخاص أيضًا.',
  'personalityTraits.extraversion.high': 'اجتماعي: تستمد طاقتك من الناس وتحب أن تكون في قلب الأحداث.',
  'personalityTraits.agreeableness.name': 'الوداعة',
  'personalityTraits.agreeableness.low': 'صريح: تقول ما تفكر فيه وتتمسك بموقفك.',
  'personalityTraits.agreeableness.middle': 'منصف: ودود مع الآخرين مع الدفاع عن نفسك.',
  'personalityTraits.agreeableness.high': 'دافئ: تهتم بمشاعر الآخرين وتفسح لهم المجال.',
  'personalityTraits.conscientiousness.name': 'يقظة الضمير',
  'personalityTraits.conscientiousness.low': 'عفوي: تسير مع التيار أكثر مما تتبع خطة.',
  'personalityTraits.conscientiousness.middle': 'مرن: منظّم حين يلزم، ومسترخٍ حين لا يلزم.',
  'personalityTraits.conscientiousness.high': 'منظّم: تخطط مسبقًا، وتفي بكلمتك، وتُتمّ ما تبدأه.',
  'personalityTraits.emotional_stability.name': 'الاستقرار العاطفي',
  'personalityTraits.emotional_stability.low': 'حساس: تشعر بالأشياء بعمق، ويصل إليك التوتر سريعًا.',
  'personalityTraits.emotional_stability.middle': 'ثابت في معظم الأيام، مع تقلبات كأي شخص.',
  'personalityTraits.emotional_stability.high': 'هادئ: تحافظ على اتزانك وتستعيد توازنك بسرعة.',
  'personalityTraits.intellect.name': 'الانفتاح على الأفكار',
  'personalityTraits.intellect.low': 'عملي: تحب الملموس وما ثبتت فائدته.',
  'personalityTraits.intellect.middle': 'فضولي باعتدال: منفتح على الأفكار الجديدة التي تثبت فائدتها.',
  'personalityTraits.intellect.high': 'خيالي: تحب الأفكار والكلمات والتعمق في التفكير.',
} satisfies Catalogue;
