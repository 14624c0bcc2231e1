import type { Session } from '@supabase/supabase-js';
import { fakeAccessToken } from '@mocks/auth/session-json';
import { totpFactor } from '@mocks/auth/factors';
import { needsSecondFactor } from './second-factor';

const account = { id: 'u1', email: 'ava@example.com' };

/** A session as supabase-js hands it to auth listeners: its token's aal and its user's factors. */
function session(aal: 'aal1' | 'aal2', factors: ReturnType<typeof totpFactor>[]): Session {
  return { access_token: fakeAccessToken(account, 's1', 2_000_000_000, aal), user: { ...account, factors } } as unknown as Session;
}

describe('needsSecondFactor (getAuthenticatorAssuranceLevel: aal1, next aal2)', () => {
  it.each([
    ['no session', null, false],
    ['aal1 without a factor', session('aal1', []), false],
    ['aal1 with an unverified factor only (an app being added)', session('aal1', [totpFactor({ status: 'unverified' })]), false],
    ['aal1 with a verified factor', session('aal1', [totpFactor()]), true],
    ['aal2 with a verified factor', session('aal2', [totpFactor()]), false],
  ])('%s → %s', (_case, given, owed) => {
    expect(needsSecondFactor(given)).toBe(owed);
  });

  it('asks for the code when the token cannot be read', () => {
    expect(needsSecondFactor({ ...session('aal2', [totpFactor()]), access_token: 'not-a-jwt' })).toBe(true);
  });
});
