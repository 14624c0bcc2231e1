/** GoTrue-shaped users and sessions for MSW handlers. */
export interface FakeUser {
  id: string;
  email: string;
}

export const AVA: FakeUser = { id: '00000000-0000-4000-8000-0000000000a1', email: 'ava.rose@example.com' };

/** An unsigned token with the claims supabase-js reads (it never verifies the signature). */
export function fakeAccessToken(user: FakeUser, expiresAt: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt, session_id: 's1' };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function userJson(user: FakeUser, metadata: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: now,
    phone: '',
    confirmed_at: now,
    last_sign_in_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function sessionJson(user: FakeUser, metadata: Record<string, unknown> = {}) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return {
    access_token: fakeAccessToken(user, expiresAt),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: 'refresh-token-1',
    user: userJson(user, metadata),
  };
}

/** The key supabase-js keeps the session under for the test URL (http://localhost:54321). */
export const SESSION_STORAGE_KEY = 'sb-localhost-auth-token';
