import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { mapFactorError } from './map-factor-error';

describe('mapFactorError', () => {
  it.each([
    ['mfa_verification_failed', 422, 'That code is not right. Check your authenticator app and try again.'],
    ['mfa_challenge_expired', 422, 'That code has expired. Please enter the new one from your app.'],
    ['insufficient_aal', 403, 'Please enter a code from your authenticator app first.'],
    ['mfa_factor_name_conflict', 422, 'You already have an authenticator app with this name. Please choose another.'],
    ['over_request_rate_limit', 429, 'Too many attempts. Please wait a few minutes and try again.'],
  ])("says GoTrue's %s plainly", (code, status, message) => {
    expect(mapFactorError(new AuthApiError('GoTrue words', status, code))).toEqual({ message, code, status });
  });

  it("shows GoTrue's own message for a code it has no words for", () => {
    expect(mapFactorError(new AuthApiError('Factor is not a TOTP factor', 422, 'validation_failed'))).toMatchObject({
      message: 'Factor is not a TOTP factor',
    });
  });

  it('tells a network failure apart', () => {
    expect(mapFactorError(new AuthRetryableFetchError('Failed to fetch', 0))).toMatchObject({ code: 'network' });
  });
});
