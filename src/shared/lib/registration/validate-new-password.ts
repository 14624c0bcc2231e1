import { settingsTexts } from '@/shared/config';
import { validateRegistrationField } from './registration-schema';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** The registration rules (SPEC §5) for a new password, which the confirmation must repeat. */
export function validateNewPassword({ password, confirm }: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const weakness = validateRegistrationField('password', password);
  if (weakness) errors.password = weakness;
  if (confirm !== password) errors.confirm = settingsTexts.passwordsDiffer;
  return errors;
}
