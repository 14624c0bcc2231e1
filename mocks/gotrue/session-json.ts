import type { MockSession, MockUser } from '../db';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned token with the claims supabase-js reads (it never verifies the signature). */
export function fakeAccessToken(user: MockUser, sessionId: string, expiresAt: number): string {
  const claims = { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt, session_id: sessionId };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

/** A user as GoTrue's /user, /signup and /token answers show it (e-mail confirmed: autoconfirm). */
export function userJson(user: MockUser) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.created_at,
    phone: '',
    confirmed_at: user.created_at,
    last_sign_in_at: new Date().toISOString(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.user_metadata,
    identities: [],
    created_at: user.created_at,
    updated_at: user.created_at,
    is_anonymous: false,
  };
}

/** GoTrue's session answer (/signup with autoconfirm, /token). */
export function sessionJson(session: MockSession, user: MockUser) {
  return {
    access_token: session.access_token,
    token_type: 'bearer',
    expires_in: session.expires_at - Math.floor(Date.now() / 1000),
    expires_at: session.expires_at,
    refresh_token: session.refresh_token,
    user: userJson(user),
  };
}
