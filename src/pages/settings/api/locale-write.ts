import type { OwnProfileWrite } from '@/entities/profile';
import type { Locale } from '@/shared/i18n';

/** A member's language as a write of her own row, so it follows her to every device (and her e-mails). */
export const localeWrite = (me: string, locale: Locale): OwnProfileWrite => ({
  me,
  changes: { locale },
  optimistic: { locale },
  context: 'Save language',
});
