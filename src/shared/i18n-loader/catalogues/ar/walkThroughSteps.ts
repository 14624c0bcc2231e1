import type { Catalogue } from '@/shared/i18n';

export default {
  'walkThroughSteps.basics.label': 'الاسم وتاريخ الميلاد',
  'walkThroughSteps.basics.title': 'قبل أن تتعرّف على أحد',
  'walkThroughSteps.basics.intro': 'Ascend مخصص للبالغين. أخبرنا باسمك الأول وتاريخ ميلادك للمتابعة.',
  'walkThroughSteps.city.label': 'المدينة',
  'walkThroughSteps.city.title': 'أين تعيش؟',
  'walkThroughSteps.city.intro': 'يرى الأعضاء اسم مدينتك ومسافة تقريبية، ولا يرون أبدًا مكان وجودك.',
  'walkThroughSteps.photo.label': 'الصورة',
  'walkThroughSteps.photo.title': 'أضف صورة',
  'walkThroughSteps.photo.intro': 'صورة واحدة تكفي للبدء. يمكنك إضافة المزيد واختيار صورة بطاقتك من «تعديل الملف الشخصي».',
  'walkThroughSteps.interests.label': 'الاهتمامات',
  'walkThroughSteps.interests.title': 'ما الذي تستمتع به؟',
  'walkThroughSteps.interests.intro': 'اختر ثلاثة أو أكثر، ليرى الأعضاء ما يمكنكم فعله معًا.',
} satisfies Catalogue;
