import { z } from 'zod';
import { BIO_MAX_LENGTH, profileTexts } from '@/shared/config';
import { isAdult, registrationFieldsSchema } from '@/shared/lib';
import { editProfileTexts } from '../config/texts';
import type { DraftField, EditProfileDraft } from '../model/draft';

const registration = registrationFieldsSchema.shape;

/** A registration rule for a field the profile may leave empty (a Google sign-up has no names yet). */
const emptyOr = (rule: z.ZodType) =>
  z.string().superRefine((value, context) => {
    if (!value.trim()) return;
    const result = rule.safeParse(value);
    if (!result.success) context.addIssue({ code: 'custom', message: result.error.issues[0].message });
  });

/**
 * The fields registration checks, by its rules and messages; the birth date by the same 18-year rule,
 * with SPEC §5's wording for the profile editor. Interests are a hint only and never block saving.
 */
export const editProfileSchema = z.object({
  firstName: emptyOr(registration.firstName),
  lastName: emptyOr(registration.lastName),
  gender: emptyOr(registration.gender),
  birthDate: z.string().refine((value) => value === '' || isAdult(value), { error: () => profileTexts.birthDateHint }),
  bio: z.string().max(BIO_MAX_LENGTH, { error: () => editProfileTexts.bioTooLong(BIO_MAX_LENGTH) }),
});

export type EditProfileErrors = Partial<Record<DraftField, string>>;

// Messages are read as the form validates (error functions), so they follow the language.
const requiredOnceGiven = () => ({ firstName: editProfileTexts.firstNameRequired, lastName: editProfileTexts.lastNameRequired });

/**
 * Each invalid field's first message, in the form's order; empty when the draft can be saved. A name
 * the saved profile has cannot be emptied (the database refuses it too: prepare_profile); one it never
 * had (a Google sign-up's last name) may stay empty.
 */
export function editProfileErrors(draft: EditProfileDraft, saved?: Pick<EditProfileDraft, 'firstName' | 'lastName'>): EditProfileErrors {
  const result = editProfileSchema.safeParse(draft);
  const errors: EditProfileErrors = {};
  for (const field of ['firstName', 'lastName'] as const) {
    if (saved?.[field].trim() && !draft[field].trim()) errors[field] = requiredOnceGiven()[field];
  }
  for (const issue of result.error?.issues ?? []) errors[issue.path[0] as DraftField] ??= issue.message;
  return errors;
}

/** One field on its own, for showing or clearing its error as it changes. */
export function editProfileFieldError(field: DraftField, value: unknown): string | undefined {
  const rule = editProfileSchema.shape[field as keyof typeof editProfileSchema.shape];
  const result = rule?.safeParse(value);
  return result && !result.success ? result.error.issues[0].message : undefined;
}
