import { settingsTexts } from '@/shared/config';
import { validateNewPassword } from '@/shared/lib';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

/** The current password, then a new one as any new password (SPEC §5) that must also differ from it. */
export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (values.currentPassword === '') errors.currentPassword = settingsTexts.currentPasswordRequired;
  const { password, confirm } = validateNewPassword({ password: values.newPassword, confirm: values.confirmPassword });
  if (password) errors.newPassword = password;
  else if (values.newPassword === values.currentPassword) errors.newPassword = settingsTexts.samePassword;
  if (confirm) errors.confirmPassword = confirm;
  return errors;
}
