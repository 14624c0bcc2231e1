import { validateNewPassword } from './validate-new-password';

describe('validateNewPassword', () => {
  it('accepts a password that follows the registration rules, repeated', () => {
    expect(validateNewPassword({ password: 'New-secret2', confirm: 'New-secret2' })).toEqual({});
  });

  it.each([
    ['short1A', 'Password must be at least 8 characters'],
    ['lowercase1', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE1', 'Password must contain at least one lowercase letter'],
    ['NoDigitsHere', 'Password must contain at least one number'],
  ])('refuses %s with the registration message', (password, message) => {
    expect(validateNewPassword({ password, confirm: password })).toEqual({ password: message });
  });

  it('asks for a matching confirmation', () => {
    expect(validateNewPassword({ password: 'New-secret2', confirm: 'New-secret3' })).toEqual({
      confirm: 'Passwords do not match',
    });
    expect(validateNewPassword({ password: 'short', confirm: '' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirm: 'Passwords do not match',
    });
  });
});
