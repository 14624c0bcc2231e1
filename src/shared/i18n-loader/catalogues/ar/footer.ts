import type { Catalogue } from '@/shared/i18n';

export default {
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
} satisfies Catalogue;
