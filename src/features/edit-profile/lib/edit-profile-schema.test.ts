import { changeLocale } from '@/shared/i18n';
import type { EditProfileDraft } from '../model/draft';
import { editProfileErrors, editProfileFieldError } from './edit-profile-schema';

const valid: EditProfileDraft = {
  firstName: 'Ava',
  lastName: 'Rose',
  gender: 'female',
  birthDate: '1995-06-15',
  bio: '',
  place: null,
  interests: [],
  relationshipGoals: [],
};

describe('edit profile validation', () => {
  it('accepts a valid draft, and empty optional fields (a Google sign-up has no names yet)', () => {
    expect(editProfileErrors(valid)).toEqual({});
    expect(editProfileErrors({ ...valid, firstName: '', lastName: ' ', gender: '', birthDate: '' })).toEqual({});
  });

  it('refuses to empty a name the saved profile has, and lets one it never had stay empty', () => {
    expect(editProfileErrors({ ...valid, firstName: ' ', lastName: '' }, { firstName: 'Ava', lastName: 'Rose' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(editProfileErrors({ ...valid, lastName: '' }, { firstName: 'Ava', lastName: '' })).toEqual({});
  });

  it("uses registration's rules and messages for names", () => {
    expect(editProfileErrors({ ...valid, firstName: 'A', lastName: 'R'.repeat(51) })).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be less than 50 characters',
    });
  });

  it('refuses a name with a line break or another control character, as the database does', () => {
    expect(editProfileErrors({ ...valid, firstName: 'Ava\nBcc: everyone', lastName: 'Ro\u202ese' })).toEqual({
      firstName: 'First name cannot contain line breaks or other control characters',
      lastName: 'Last name cannot contain line breaks or other control characters',
    });
  });

  it('refuses a birth date under 18 with the profile editor’s wording', () => {
    const today = new Date();
    const seventeen = `${today.getFullYear() - 17}-01-01`;
    expect(editProfileFieldError('birthDate', seventeen)).toBe('You must be at least 18 years old to use this service.');
    expect(editProfileFieldError('birthDate', '1995-06-15')).toBeUndefined();
  });

  it('limits the bio to 1000 characters', () => {
    expect(editProfileErrors({ ...valid, bio: 'x'.repeat(1001) })).toEqual({ bio: 'Bio must be at most 1000 characters' });
  });

  it('words its messages in the language of the moment, not the one the schema was built in', async () => {
    const seventeen = `${new Date().getFullYear() - 17}-01-01`;
    await changeLocale('es', { save: false });
    try {
      expect(editProfileFieldError('birthDate', seventeen)).toBe('Debes tener al menos 18 años para usar este servicio.');
      expect(editProfileErrors({ ...valid, bio: 'x'.repeat(1001) })).toEqual({ bio: 'La bio puede tener como máximo 1000 caracteres' });
    } finally {
      await changeLocale('en', { save: false });
    }
    expect(editProfileFieldError('birthDate', seventeen)).toBe('You must be at least 18 years old to use this service.');
  });
});
