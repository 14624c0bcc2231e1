import { z } from 'zod';
import { CONTROL_CHARACTERS, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX, singleLineTextMessage } from '@/shared/config';
import { supportTexts as texts } from '../config/texts';

/**
 * The form's rules, the database's again (create_support_request): both trimmed as JavaScript trims
 * and required, the subject one line of at most 120 characters, the message at most 5,000.
 */
export const contactSupportSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, texts.subjectRequired)
    .max(SUPPORT_SUBJECT_MAX, texts.subjectTooLong)
    .refine((subject) => !CONTROL_CHARACTERS.test(subject), singleLineTextMessage(texts.subject)),
  message: z.string().trim().min(1, texts.messageRequired).max(SUPPORT_MESSAGE_MAX, texts.messageTooLong),
});

export type ContactSupportValues = z.input<typeof contactSupportSchema>;
export type ContactSupportErrors = Partial<Record<keyof ContactSupportValues, string>>;

/** The trimmed values, or the first message of each field that breaks a rule. */
export function validateContactSupport(values: ContactSupportValues): { values: z.output<typeof contactSupportSchema> } | { errors: ContactSupportErrors } {
  const parsed = contactSupportSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data };
  const errors: ContactSupportErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactSupportValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
