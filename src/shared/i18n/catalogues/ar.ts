import type { Catalogue } from '../model/translator';

/**
 * Arabic (Modern Standard, addressing the reader in the masculine singular as most apps do until a
 * gendered select is added). Keys are the English texts' `namespace.key`; `{0}`, `{1}` the English
 * function's arguments; plurals in ICU with Arabic's six categories (docs/i18n.md).
 */
const ar: Catalogue = {
  'formats.justNow': 'الآن',

  'language.label': 'اللغة',
  'language.sectionTitle': 'اللغة والمنطقة',
  'language.distanceUnit': 'وحدة المسافة',
  'language.unitAutomatic': 'حسب لغتي',
  'language.unitKilometres': 'الكيلومترات',
  'language.unitMiles': 'الأميال',
  'language.saveFailed': 'تعذّر حفظ لغتك',

  'footer.tagline': 'مواعدة للبالغين الذين يريدون أكثر من مجرد تمرير: ملفات شخصية حقيقية، وتوافقات مدروسة، وذكاء اصطناعي يساعدك على أن تظهر على حقيقتك.',
  'footer.copyright': '© {0} ‏Ascend. للبالغين من عمر 18 عامًا فأكثر.',
  'footer.company': 'الشركة',
  'footer.about': 'من نحن',
  'footer.careers': 'الوظائف',
  'footer.press': 'الصحافة',
  'footer.blog': 'المدونة',
  'footer.support': 'الدعم',
  'footer.helpCenter': 'مركز المساعدة',
  'footer.contactSupport': 'التواصل مع الدعم',
  'footer.safetyTips': 'نصائح الأمان',
  'footer.communityGuidelines': 'إرشادات المجتمع',
  'footer.contact': 'اتصل بنا',
  'footer.legal': 'الشؤون القانونية',
  'footer.cookiePolicy': 'سياسة ملفات تعريف الارتباط',
  'footer.licenses': 'التراخيص',
  'footer.privacyPolicy': 'سياسة الخصوصية',
  'footer.termsOfService': 'شروط الخدمة',

  'publicHeader.home': 'الصفحة الرئيسية لـ Ascend',
  'publicHeader.pricing': 'الأسعار',
  'publicHeader.signIn': 'تسجيل الدخول',

  'settingsPage.title': 'الإعدادات',
  'settingsPage.profile': 'إعدادات الملف الشخصي',
  'settingsPage.subscription': 'الاشتراك',
  'settingsPage.notifications': 'الإشعارات',
  'settingsPage.privacy': 'الخصوصية والأمان',
  'settingsPage.security': 'الأمان',
  'settingsPage.blocked': 'الأعضاء المحظورون',
  'settingsPage.account': 'الحساب',

  'login.documentTitle': 'تسجيل الدخول',
  'login.loadingSession': 'جارٍ تحميل جلستك',
  'login.title': 'مرحبًا بعودتك',
  'login.subtitle': 'سجّل الدخول لترى توافقاتك ورسائلك.',
  'login.orEmail': 'أو تابع بالبريد الإلكتروني',
  'login.email': 'البريد الإلكتروني',
  'login.password': 'كلمة المرور',
  'login.signIn': 'تسجيل الدخول',
  'login.signingIn': 'جارٍ تسجيل الدخول…',
  'login.noAccount': 'ليس لديك حساب؟',
  'login.signUp': 'أنشئ حسابًا',

  'plan.free': 'مجاني',
  'plan.perMonth': 'شهريًا',
  'plan.mostPopular': 'الأكثر شيوعًا',
  'plan.currentPlan': 'خطتك الحالية',
  'plan.upgradePlan': 'ترقية الخطة',
  'plan.changePlan': 'تغيير الخطة',
  'plan.startFreeTrial': 'ابدأ الفترة التجريبية المجانية',
  'plan.loadFailed': 'تعذّر تحميل الخطط',
  'boost.boost': 'تعزيز',
  'boost.boostHint': 'تعزيز: 30 دقيقة في المقدمة لدى الأعضاء المتوافقين معك',
  'boost.boosted': 'مُعزَّز · يتبقى {0}',
  'boost.started': 'تم التعزيز لمدة 30 دقيقة: ستظهر أولًا للأعضاء المتوافقين معك.',
  'boost.nextOn': 'التعزيز التالي في {0}',
  'boost.lockedHint': 'تتوفر التعزيزات مع الخطط المدفوعة التي تتضمنها',
  'boost.settingsTitle': 'التعزيزات',
  'boost.left': '{0, plural, zero {لم يتبقَّ أي تعزيز} one {يتبقى تعزيز واحد} two {يتبقى تعزيزان} few {يتبقى # تعزيزات} many {يتبقى # تعزيزًا} other {يتبقى # تعزيز}}',
  'boost.none': 'خطتك لا تتضمن تعزيزات.',
  'discovery.distanceAway': 'على بعد {0} تقريبًا',
};

export default ar;
