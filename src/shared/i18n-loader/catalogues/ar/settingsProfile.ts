import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsProfile.lead': 'صورك ونبذتك واهتماماتك وما تبحث عنه.',
  'settingsProfile.editProfile': 'تعديل الملف الشخصي',
} satisfies Catalogue;
