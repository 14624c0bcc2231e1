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
import { isAdult } from '../age';

/** SPEC §5's validation messages; the numbers in them come from the SPEC §9 constants. */
export const registrationTexts = {
  usernameShort: `Username must be at least ${USERNAME_MIN} characters`,
  usernameLong: `Username must be less than ${USERNAME_MAX} characters`,
  usernameChars: 'Username can only contain letters, numbers, and underscores',
  email: 'Invalid email address',
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordDigit: 'Password must contain at least one number',
  gender: 'Please select your gender',
  underage: `You must be at least ${MIN_AGE} years old to register`,
  terms: 'Please accept the Terms of Service and Privacy Policy',
} as const;

const m = registrationTexts;

const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(NAME_MIN, `${label} must be at least ${NAME_MIN} characters`)
    .max(NAME_MAX, `${label} must be less than ${NAME_MAX} characters`)
    // One line of plain text, as the database holds names (prepare_profile).
    .refine((name) => !CONTROL_CHARACTERS.test(name), singleLineTextMessage(label));

/** SPEC §5 registration rules, in the order the form shows its fields. */
export const registrationFieldsSchema = z.object({
  username: z
    .string()
    .min(USERNAME_MIN, m.usernameShort)
    .max(USERNAME_MAX, m.usernameLong)
    .regex(/^[A-Za-z0-9_]+$/, m.usernameChars),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: z.string().trim().pipe(z.email(m.email)),
  password: z
    .string()
    .min(PASSWORD_MIN, m.passwordShort)
    .regex(/[A-Z]/, m.passwordUpper)
    .regex(/[a-z]/, m.passwordLower)
    .regex(/\d/, m.passwordDigit),
  gender: z.enum(PROFILE_CHOICES.gender, m.gender),
  birthDate: z.string().refine((value) => isAdult(value), m.underage),
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
  if (!values.acceptedTerms) return { ok: false, errors: { terms: m.terms }, firstError: m.terms };
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
