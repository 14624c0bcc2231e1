import { z } from 'zod';
import { CONTROL_CHARACTERS, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@/shared/config';
import { formatNumber } from '@/shared/i18n';
import { supportTexts as texts } from '../config/texts';

/**
 * The form's rules, the database's again (create_support_request): both trimmed as JavaScript trims
 * and required, the subject one line of at most 120 characters, the message at most 5,000. Built
 * when the form is checked, so its messages are in the reader's language of the moment.
 */
export const contactSupportSchema = () =>
  z.object({
    subject: z
      .string()
      .trim()
      .min(1, texts.subjectRequired)
      .max(SUPPORT_SUBJECT_MAX, texts.subjectTooLong(formatNumber(SUPPORT_SUBJECT_MAX)))
      .refine((subject) => !CONTROL_CHARACTERS.test(subject), texts.subjectOneLine),
    message: z.string().trim().min(1, texts.messageRequired).max(SUPPORT_MESSAGE_MAX, texts.messageTooLong(formatNumber(SUPPORT_MESSAGE_MAX))),
  });

type ContactSupportSchema = ReturnType<typeof contactSupportSchema>;
export type ContactSupportValues = z.input<ContactSupportSchema>;
export type ContactSupportErrors = Partial<Record<keyof ContactSupportValues, string>>;

/** The trimmed values, or the first message of each field that breaks a rule. */
export function validateContactSupport(values: ContactSupportValues): { values: z.output<ContactSupportSchema> } | { errors: ContactSupportErrors } {
  const parsed = contactSupportSchema().safeParse(values);
  if (parsed.success) return { values: parsed.data };
  const errors: ContactSupportErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactSupportValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
