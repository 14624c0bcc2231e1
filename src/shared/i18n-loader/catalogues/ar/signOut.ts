import type { Catalogue } from '@/shared/i18n';

export default {
  'signOut.logOut': 'تسجيل الخروج',
  'signOut.signOutOthers': 'تسجيل الخروج من الأجهزة الأخرى',
  'signOut.signingOutOthers': 'جارٍ تسجيل الخروج...',
  'signOut.othersSignedOut': 'تم تسجيل الخروج من جميع الأجهزة الأخرى',
  'signOut.othersFailed': 'تعذّر تسجيل الخروج من الأجهزة الأخرى',
} satisfies Catalogue;
