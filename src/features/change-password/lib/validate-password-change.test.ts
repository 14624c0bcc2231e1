import { validatePasswordChange } from './validate-password-change';

const valid = { currentPassword: 'Old-secret1', newPassword: 'New-secret2', confirmPassword: 'New-secret2' };

describe('validatePasswordChange', () => {
  it('accepts a current password and a new one that follows the registration rules, repeated', () => {
    expect(validatePasswordChange(valid)).toEqual({});
  });

  it.each([
    ['short1A', 'Password must be at least 8 characters'],
    ['lowercase1', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE1', 'Password must contain at least one lowercase letter'],
    ['NoDigitsHere', 'Password must contain at least one number'],
  ])('refuses the new password %s with the registration message', (newPassword, message) => {
    expect(validatePasswordChange({ ...valid, newPassword, confirmPassword: newPassword })).toEqual({ newPassword: message });
  });

  it('asks for the current password, a different new one, and a matching confirmation', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'New-secret2', confirmPassword: 'New-secret3' })).toEqual({
      currentPassword: 'Please enter your current password',
      confirmPassword: 'Passwords do not match',
    });
    expect(validatePasswordChange({ ...valid, newPassword: 'Old-secret1', confirmPassword: 'Old-secret1' })).toEqual({
      newPassword: 'New password must be different from your current password',
    });
  });
});
