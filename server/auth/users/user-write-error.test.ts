import { AuthHttpError } from '../errors/auth-error';
import { userWriteError } from './user-write-error';

const pgError = (fields: Record<string, string>) => Object.assign(new Error(fields.message ?? 'failed'), fields);

describe('refusals while writing a user', () => {
  it('passes on a RAISE written for people as a 422', () => {
    const error = userWriteError(pgError({ code: 'P0001', message: 'Username is already taken' }), 'newUserRejected');
    expect([error?.status, error?.code, error?.message]).toEqual([422, 'validation_failed', 'Username is already taken']);
  });

  it('hides constraint texts behind GoTrue\'s wording (and logs them)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = pgError({ code: '23514', constraint: 'profiles_x', message: 'new row violates check constraint "profiles_x"' });
    expect(userWriteError(raw, 'newUserRejected')?.message).toBe('Database error saving new user');
    expect(userWriteError(raw, 'userUpdateRejected')?.message).toBe('Error updating user');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('23514 profiles_x'), raw.message);
    warn.mockRestore();
  });

  it('reads a duplicate auth.users e-mail as user_already_exists', () => {
    const raw = pgError({ code: '23505', constraint: 'users_email_partial_key' });
    expect(userWriteError(raw, 'newUserRejected')?.code).toBe('user_already_exists');
  });

  it('honours a PT4xx status chosen by the SQL', () => {
    const error = userWriteError(pgError({ code: 'PT409', message: 'Taken' }), 'newUserRejected');
    expect([error?.status, error?.message]).toEqual([409, 'Taken']);
  });

  it('leaves other failures to the 500 path and keeps auth errors as they are', () => {
    expect(userWriteError(pgError({ code: '57014' }), 'newUserRejected')).toBeNull();
    expect(userWriteError(new Error('socket closed'), 'newUserRejected')).toBeNull();
    const own = new AuthHttpError(400, 'x', 'y');
    expect(userWriteError(own, 'newUserRejected')).toBe(own);
  });
});
