import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { parseRequiredCharacters } from './gotrue-password-rule';

let sixCharacters: TestServer;
let withSets: TestServer;
beforeAll(async () => {
  [sixCharacters, withSets] = await Promise.all([
    startTestServer({ auth: { passwordRule: { minLength: 6, requiredCharacters: [] } } }),
    startTestServer({ auth: { passwordRule: { minLength: 10, requiredCharacters: parseRequiredCharacters('0123456789:!?#') } } }),
  ]);
});
afterAll(() => Promise.all([sixCharacters.close(), withSets.close()]));

const signUp = (at: TestServer, email: string, password: string) => createTestClient(at.url, at.anonKey).auth.signUp({ email, password });

describe('GOTRUE_PASSWORD_MIN_LENGTH and GOTRUE_PASSWORD_REQUIRED_CHARACTERS (supabase-js)', () => {
  it('take GoTrue’s default of 6 characters when the operator asks for it', async () => {
    expect((await signUp(sixCharacters, 'six@example.com', 'simple')).error).toBeNull();
    const { error } = await signUp(sixCharacters, 'five@example.com', 'short');
    expect(isAuthWeakPasswordError(error) && [error.code, error.reasons, error.message]).toEqual([
      'weak_password',
      ['length'],
      'Password should be at least 6 characters.',
    ]);
  });

  it('refuse a password missing a required set, at sign-up and at a change, with GoTrue’s words', async () => {
    const { error } = await signUp(withSets, 'sets@example.com', 'longenough');
    expect(isAuthWeakPasswordError(error) && error.reasons).toEqual(['characters']);
    expect(error?.message).toBe('Password should contain at least one character of each: 0123456789, !?#.');
    const member = createTestClient(withSets.url, withSets.anonKey);
    expect((await member.auth.signUp({ email: 'sets@example.com', password: 'longenough1!' })).error).toBeNull();
    const change = await member.auth.updateUser({ password: 'longenough1' });
    expect(change.error).toMatchObject({ code: 'weak_password', status: 422 });
  });

  it('leave the product’s rule in force when unset', async () => {
    const server = await startTestServer();
    try {
      const { error } = await signUp(server, 'spec@example.com', 'simple');
      expect(error?.message).toMatch(/^Password must be at least 8 characters/);
    } finally {
      await server.close();
    }
  });
});
