import type { MockAccount, MockSession } from './accounts';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned token with the claims supabase-js reads (it never verifies the signature). */
export function fakeAccessToken(account: Pick<MockAccount, 'id' | 'email'>, sessionId: string, expiresAt: number, aal: MockSession['aal'] = 'aal1'): string {
  const amr = [{ method: 'password', timestamp: expiresAt - 3600 }, ...(aal === 'aal2' ? [{ method: 'totp', timestamp: expiresAt - 3600 }] : [])];
  const claims = { sub: account.id, email: account.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt, session_id: sessionId, aal, amr };
  // The signature part is base64url too ('signature'): auth-js's decodeJWT (the assurance level) checks every part's format.
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

/** A user as GoTrue's /user, /signup and /token answers show it (e-mail confirmed: autoconfirm). */
export function userJson(account: MockAccount) {
  return {
    id: account.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: account.email,
    email_confirmed_at: account.created_at,
    phone: '',
    confirmed_at: account.created_at,
    last_sign_in_at: new Date().toISOString(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: account.user_metadata,
    identities: [],
    created_at: account.created_at,
    updated_at: account.created_at,
    is_anonymous: false,
    // GoTrue leaves the list out when there is none.
    ...(account.factors.length > 0 ? { factors: account.factors } : {}),
  };
}

/** GoTrue's session answer (/signup with autoconfirm, /token). */
export function sessionJson(session: MockSession, account: MockAccount) {
  return {
    access_token: session.accessToken,
    token_type: 'bearer',
    expires_in: session.expiresAt - Math.floor(Date.now() / 1000),
    expires_at: session.expiresAt,
    refresh_token: session.refreshToken,
    user: userJson(account),
  };
}
