import { changeLocale } from '@/shared/i18n';
import { latestAdultBirthDate, toIsoDate } from '../age';
import { validateRegistration, validateRegistrationField, type RegistrationValues } from './registration-schema';

const valid: RegistrationValues = {
  username: 'ava_rose',
  firstName: 'Ava',
  lastName: 'Rose',
  email: 'ava@example.com',
  password: 'Secret123',
  gender: 'female',
  birthDate: '1995-06-15',
  acceptedTerms: true,
};

const dayAfter = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);

function firstError(change: Partial<RegistrationValues>): string | undefined {
  const result = validateRegistration({ ...valid, ...change });
  return result.ok ? undefined : result.firstError;
}

describe('registration validation (SPEC §5)', () => {
  it('accepts a valid registration', () => {
    expect(validateRegistration(valid).ok).toBe(true);
  });

  it.each<[Partial<RegistrationValues>, string]>([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31) }, 'Username must be less than 30 characters'],
    [{ username: 'ava rose' }, 'Username can only contain letters, numbers, and underscores'],
    [{ username: 'ava-rose!' }, 'Username can only contain letters, numbers, and underscores'],
    [{ firstName: 'A' }, 'First name must be at least 2 characters'],
    [{ firstName: 'A'.repeat(51) }, 'First name must be less than 50 characters'],
    [{ lastName: 'R' }, 'Last name must be at least 2 characters'],
    [{ lastName: 'R'.repeat(51) }, 'Last name must be less than 50 characters'],
    [{ firstName: 'Ava\nBcc: everyone' }, 'First name cannot contain line breaks or other control characters'],
    [{ firstName: 'Ava\tRose' }, 'First name cannot contain line breaks or other control characters'],
    [{ lastName: 'Ro\u2028se' }, 'Last name cannot contain line breaks or other control characters'],
    [{ lastName: 'Ro\u202ese' }, 'Last name cannot contain line breaks or other control characters'],
    [{ email: 'ava@' }, 'Invalid email address'],
    [{ email: 'ava.example.com' }, 'Invalid email address'],
    [{ password: 'Sec12' }, 'Password must be at least 8 characters'],
    [{ password: 'secret123' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'SECRET123' }, 'Password must contain at least one lowercase letter'],
    [{ password: 'SecretPass' }, 'Password must contain at least one number'],
    [{ gender: '' }, 'Please select your gender'],
    [{ birthDate: '' }, 'You must be at least 18 years old to register'],
    [{ birthDate: toIsoDate(dayAfter(latestAdultBirthDate())) }, 'You must be at least 18 years old to register'],
    [{ acceptedTerms: false }, 'Please accept the Terms of Service and Privacy Policy'],
  ])('%p → %s', (change, message) => {
    expect(firstError(change)).toBe(message);
  });

  it('accepts names of any script, with right-to-left marks, and line breaks at the ends, which are trimmed', () => {
    expect(firstError({ firstName: 'Zoë', lastName: 'أحمد\u200f' })).toBeUndefined();
    expect(firstError({ firstName: '李小龍\n' })).toBeUndefined();
  });

  it('accepts the boundaries: 3 and 30 character usernames, 2 and 50 character names, 18 today', () => {
    expect(firstError({ username: 'abc', firstName: 'Al', lastName: 'B'.repeat(50) })).toBeUndefined();
    expect(firstError({ username: 'a'.repeat(30), birthDate: toIsoDate(latestAdultBirthDate()) })).toBeUndefined();
  });

  it('checks the terms before any field', () => {
    const result = validateRegistration({ ...valid, username: 'x', acceptedTerms: false });
    expect(result).toEqual({
      ok: false,
      errors: { terms: 'Please accept the Terms of Service and Privacy Policy' },
      firstError: 'Please accept the Terms of Service and Privacy Policy',
    });
  });

  it('reports every invalid field, the first in form order first', () => {
    const result = validateRegistration({ ...valid, lastName: 'R', password: 'short' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.firstError).toBe('Last name must be at least 2 characters');
    expect(result.errors).toMatchObject({
      lastName: 'Last name must be at least 2 characters',
      password: 'Password must be at least 8 characters',
    });
  });

  it('validates one field on its own as it changes', () => {
    expect(validateRegistrationField('username', 'ab')).toBe('Username must be at least 3 characters');
    expect(validateRegistrationField('username', 'abc')).toBeUndefined();
    expect(validateRegistrationField('birthDate', '2020-01-01')).toBe('You must be at least 18 years old to register');
  });

  it('answers in the language of the moment, though the schema is built once', async () => {
    await changeLocale('es', { save: false });
    try {
      expect(validateRegistrationField('username', 'ab')).toBe('El nombre de usuario debe tener al menos 3 caracteres');
      expect(firstError({ acceptedTerms: false })).toBe('Acepta los Términos del servicio y la Política de privacidad');
    } finally {
      await changeLocale('en', { save: false });
    }
    expect(validateRegistrationField('username', 'ab')).toBe('Username must be at least 3 characters');
  });
});
