import { z } from 'zod';
import {
  CONTROL_CHARACTERS,
  MIN_AGE,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MIN,
  PROFILE_CHOICES,
  USERNAME_MAX,
  USERNAME_MIN,
  singleLineTextMessage,
  type Gender,
} from '@/shared/config';
import { defineTexts } from '@/shared/i18n';
import { isAdult } from '../age';

/**
 * SPEC §5's validation messages, read in the reader's language when a value is checked; the numbers
 * in them are the SPEC §9 constants, written as the reader writes numbers.
 */
export const registrationTexts = defineTexts('registration', {
  usernameShort: (min: number) => `Username must be at least ${min} characters`,
  usernameLong: (max: number) => `Username must be less than ${max} characters`,
  usernameChars: 'Username can only contain letters, numbers, and underscores',
  firstNameShort: (min: number) => `First name must be at least ${min} characters`,
  firstNameLong: (max: number) => `First name must be less than ${max} characters`,
  /** The rule's words (@rules/single-line-text, the database's too) for this field. */
  firstNameOneLine: singleLineTextMessage('First name'),
  lastNameShort: (min: number) => `Last name must be at least ${min} characters`,
  lastNameLong: (max: number) => `Last name must be less than ${max} characters`,
  lastNameOneLine: singleLineTextMessage('Last name'),
  email: 'Invalid email address',
  passwordShort: (min: number) => `Password must be at least ${min} characters`,
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordDigit: 'Password must contain at least one number',
  gender: 'Please select your gender',
  underage: (age: number) => `You must be at least ${age} years old to register`,
  terms: 'Please accept the Terms of Service and Privacy Policy',
});

const m = registrationTexts;

/**
 * A message looked up when a check fails, not when the schema is built: the schema is made once,
 * and its messages follow the reader's language of the moment.
 */
const says = (text: () => string) => ({ error: text });

const personName = (short: () => string, long: () => string, oneLine: () => string) =>
  z
    .string()
    .trim()
    .min(NAME_MIN, says(short))
    .max(NAME_MAX, says(long))
    // One line of plain text, as the database holds names (prepare_profile).
    .refine((name) => !CONTROL_CHARACTERS.test(name), says(oneLine));

/** SPEC §5 registration rules, in the order the form shows its fields. */
export const registrationFieldsSchema = z.object({
  username: z
    .string()
    .min(USERNAME_MIN, says(() => m.usernameShort(USERNAME_MIN)))
    .max(USERNAME_MAX, says(() => m.usernameLong(USERNAME_MAX)))
    .regex(/^[A-Za-z0-9_]+$/, says(() => m.usernameChars)),
  firstName: personName(
    () => m.firstNameShort(NAME_MIN),
    () => m.firstNameLong(NAME_MAX),
    () => m.firstNameOneLine,
  ),
  lastName: personName(
    () => m.lastNameShort(NAME_MIN),
    () => m.lastNameLong(NAME_MAX),
    () => m.lastNameOneLine,
  ),
  email: z.string().trim().pipe(z.email(says(() => m.email))),
  password: z
    .string()
    .min(PASSWORD_MIN, says(() => m.passwordShort(PASSWORD_MIN)))
    .regex(/[A-Z]/, says(() => m.passwordUpper))
    .regex(/[a-z]/, says(() => m.passwordLower))
    .regex(/\d/, says(() => m.passwordDigit)),
  gender: z.enum(PROFILE_CHOICES.gender, says(() => m.gender)),
  birthDate: z.string().refine((value) => isAdult(value), says(() => m.underage(MIN_AGE))),
});

export type RegistrationFields = z.input<typeof registrationFieldsSchema>;
export type RegistrationField = keyof RegistrationFields;
export type RegistrationErrors = Partial<Record<RegistrationField | 'terms', string>>;

export interface RegistrationValues extends Omit<RegistrationFields, 'gender'> {
  gender: Gender | '';
  acceptedTerms: boolean;
}

export type RegistrationCheck =
  | { ok: true; data: z.output<typeof registrationFieldsSchema> }
  | { ok: false; errors: RegistrationErrors; firstError: string };

/** Terms first, then the fields (SPEC §5 order); the first message is the one toasted. */
export function validateRegistration(values: RegistrationValues): RegistrationCheck {
  if (!values.acceptedTerms) {
    const terms = m.terms;
    return { ok: false, errors: { terms }, firstError: terms };
  }
  const result = registrationFieldsSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: RegistrationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RegistrationField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, firstError: result.error.issues[0].message };
}

/** One field on its own, for clearing or showing a field's error as it changes. */
export function validateRegistrationField(field: RegistrationField, value: string): string | undefined {
  const result = registrationFieldsSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}
