import { changeLocale } from '@/shared/i18n';
import { mapSignUpError } from './auth-error';

describe('a sign-up the database refused', () => {
  it('reads its sentence for a taken username as a code, and says it in the reader’s language', async () => {
    await changeLocale('es', { save: false });
    // As the auth server passes on handle_new_user's RAISE: the database writes English.
    const refused = { status: 422, code: 'validation_failed', message: 'Username is already taken' };
    expect(mapSignUpError(refused)).toEqual({ message: 'Ese nombre de usuario ya está en uso', code: 'username_taken', status: 422 });
  });

  it('passes any other refusal on as the server wrote it', () => {
    const refused = { status: 422, code: 'validation_failed', message: 'Gender can change at most twice in 30 days' };
    expect(mapSignUpError(refused)).toEqual(refused);
  });
});
