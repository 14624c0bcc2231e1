import { defineTexts } from '@/shared/i18n';

/** Settings → Account: the change-password form (its messages are shared/config's settingsTexts). */
export const changePasswordTexts = defineTexts('changePassword', {
  formLabel: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  update: 'Update password',
  updating: 'Updating password...',
});
