import { findPasswordWeakness, isPasswordTooLong, PASSWORD_MIN_LENGTH, PASSWORD_RULES } from './password-policy';

describe('password policy', () => {
  it('accepts a password with 8 characters, upper, lower and a digit', () => {
    expect(findPasswordWeakness('Abcdefg1')).toBeNull();
  });

  it('refuses a short password with the SPEC message and the length reason', () => {
    expect(findPasswordWeakness('Abc1')).toEqual({
      message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
      reasons: ['length'],
    });
  });

  it.each([
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
  ])('refuses %s with "%s"', (password, message) => {
    expect(findPasswordWeakness(password)).toEqual({ message, reasons: ['characters'] });
  });

  it('lists every broken rule in SPEC order and each reason once', () => {
    const weakness = findPasswordWeakness('abc');
    expect(weakness?.reasons).toEqual(['length', 'characters']);
    expect(weakness?.message).toBe(
      'Password must be at least 8 characters. Password must contain at least one uppercase letter. ' +
        'Password must contain at least one number',
    );
  });

  it('counts characters, not bytes, for the minimum length', () => {
    expect(findPasswordWeakness('Abcdéf1x')).toBeNull();
    expect(findPasswordWeakness('Abcdé1x')?.reasons).toEqual(['length']);
  });

  it('knows bcrypt cannot use more than 72 bytes', () => {
    expect(isPasswordTooLong('A'.repeat(72))).toBe(false);
    expect(isPasswordTooLong('A'.repeat(73))).toBe(true);
    expect(isPasswordTooLong('é'.repeat(37))).toBe(true);
  });

  it('has exactly the four SPEC rules', () => {
    expect(PASSWORD_RULES).toHaveLength(4);
  });
});
