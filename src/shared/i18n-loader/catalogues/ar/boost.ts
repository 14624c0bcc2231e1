import type { Catalogue } from '@/shared/i18n';

export default {
  'boost.boost': 'تعزيز',
  'boost.boostHint': 'تعزيز: 30 دقيقة في المقدمة لدى الأعضاء المتوافقين معك',
  'boost.boosted': 'مُعزَّز · يتبقى {0}',
  'boost.started': 'تم التعزيز لمدة 30 دقيقة: ستظهر أولًا للأعضاء المتوافقين معك.',
  'boost.nextOn': 'التعزيز التالي في {0}',
  'boost.lockedHint': 'تتوفر التعزيزات مع الخطط المدفوعة التي تتضمنها',
  'boost.settingsTitle': 'التعزيزات',
  'boost.left': '{0, plural, zero {لم يتبقَّ أي تعزيز} one {يتبقى تعزيز واحد} two {يتبقى تعزيزان} few {يتبقى # تعزيزات} many {يتبقى # تعزيزًا} other {يتبقى # تعزيز}}',
  'boost.none': 'خطتك لا تتضمن تعزيزات.',
} satisfies Catalogue;
