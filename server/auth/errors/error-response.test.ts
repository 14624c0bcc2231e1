import { HttpError } from '../../http/http-error';
import { AuthHttpError } from './auth-error';
import { AUTH_ERRORS, authError } from './error-catalogue';
import { authErrorBody, toAuthHttpError } from './error-response';

describe('auth error shapes', () => {
  const weak = authError('weakPassword', 'Password must contain at least one number', {
    weak_password: { reasons: ['characters'] },
  });

  it('answers 2024-01-01 clients with { code, message } and extra fields', () => {
    expect(authErrorBody(authError('invalidCredentials'), true)).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(authErrorBody(weak, true)).toEqual({
      code: 'weak_password',
      message: 'Password must contain at least one number',
      weak_password: { reasons: ['characters'] },
    });
  });

  it('answers other clients with { code: status, error_code, msg }', () => {
    expect(authErrorBody(authError('userAlreadyExists'), false)).toEqual({
      code: 422,
      error_code: 'user_already_exists',
      msg: 'User already registered',
    });
  });

  it('maps body reading failures to GoTrue codes and anything unknown to a 500', () => {
    expect(toAuthHttpError(new HttpError(400, 'invalid_json', 'x')).code).toBe('bad_json');
    expect(toAuthHttpError(new HttpError(413, 'body_too_large', 'x')).status).toBe(413);
    const unknown = toAuthHttpError(new Error('boom'));
    expect([unknown.status, unknown.code]).toEqual([500, 'unexpected_failure']);
    expect(unknown.message).not.toContain('boom');
  });

  it('keeps statuses in the 4xx range for every client error in the table', () => {
    for (const [name, [status]] of Object.entries(AUTH_ERRORS)) {
      if (name !== 'unexpected') expect(status).toBeLessThan(500);
    }
    expect(authError('rateLimited')).toBeInstanceOf(AuthHttpError);
  });
});
