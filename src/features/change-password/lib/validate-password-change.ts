import { settingsTexts } from '@/shared/config';
import { validateRegistrationField } from '@/shared/lib';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

/** The registration rules for the new password (SPEC §5), which the confirmation must repeat. */
export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (values.currentPassword === '') errors.currentPassword = settingsTexts.currentPasswordRequired;
  const newPassword = validateRegistrationField('password', values.newPassword);
  if (newPassword) errors.newPassword = newPassword;
  else if (values.newPassword === values.currentPassword) errors.newPassword = settingsTexts.samePassword;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = settingsTexts.passwordsDiffer;
  return errors;
}
