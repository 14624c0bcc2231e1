import type { Catalogue } from '@/shared/i18n';

export default {
  'registration.usernameShort': 'يجب ألا يقل اسم المستخدم عن {0, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'registration.usernameLong': 'يجب ألا يزيد اسم المستخدم على {0, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'registration.usernameChars': 'يمكن أن يحتوي اسم المستخدم على أحرف وأرقام وشرطات سفلية (_) فقط',
  'registration.firstNameShort': 'يجب ألا يقل الاسم الأول عن {0, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'registration.firstNameLong': 'يجب ألا يزيد الاسم الأول على {0, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'registration.firstNameOneLine': 'لا يمكن أن يحتوي الاسم الأول على فواصل أسطر أو أحرف تحكّم أخرى',
  'registration.lastNameShort': 'يجب ألا يقل اسم العائلة عن {0, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'registration.lastNameLong': 'يجب ألا يزيد اسم العائلة على {0, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'registration.lastNameOneLine': 'لا يمكن أن يحتوي اسم العائلة على فواصل أسطر أو أحرف تحكّم أخرى',
  'registration.email': 'عنوان البريد الإلكتروني غير صالح',
  'registration.passwordShort': 'يجب ألا تقل كلمة المرور عن {0, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'registration.passwordUpper': 'يجب أن تحتوي كلمة المرور على حرف لاتيني كبير واحد على الأقل',
  'registration.passwordLower': 'يجب أن تحتوي كلمة المرور على حرف لاتيني صغير واحد على الأقل',
  'registration.passwordDigit': 'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل',
  'registration.gender': 'يُرجى اختيار جنسك',
  'registration.underage': 'يجب أن يكون عمرك {0, plural, zero {# عام} one {عامًا واحدًا} two {عامين} few {# أعوام} many {# عامًا} other {# عام}} على الأقل لإنشاء حساب',
  'registration.terms': 'يُرجى الموافقة على شروط الخدمة وسياسة الخصوصية',
} satisfies Catalogue;
