import type { EdgeEnv } from './edge-function.ts';

/** The fields of GoTrue's user JSON the functions read. */
export interface AuthUser {
  id: string;
  email?: string;
  identities?: { provider: string }[];
}

export type PasswordCheck =
  | { result: 'correct' }
  | { result: 'incorrect' }
  | { result: 'rate_limited'; retryAfter: string | null };

const json = { 'Content-Type': 'application/json' };
const as = (apikey: string, token = apikey) => ({ apikey, Authorization: `Bearer ${token}` });

async function failure(res: Response, call: string): Promise<Error> {
  return new Error(`auth answered ${res.status} to ${call}: ${(await res.text()).slice(0, 200)}`);
}

/** The signed-in caller of a function: her bearer token and user, or null (no token, the anon key, an ended session). */
export async function callerOf(req: Request, env: EdgeEnv): Promise<{ token: string; user: AuthUser } | null> {
  const token = /^Bearer (\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  const user = token ? await getUser(env, token) : null;
  return token && user ? { token, user } : null;
}

/** GET /auth/v1/user with the caller's token: its user, or null when auth refuses the token. */
export async function getUser(env: EdgeEnv, token: string): Promise<AuthUser | null> {
  const res = await fetch(`${env.supabaseUrl}/auth/v1/user`, { headers: as(env.anonKey, token) });
  if (res.ok) return (await res.json()) as AuthUser;
  if (res.status >= 400 && res.status < 500) {
    await res.body?.cancel();
    return null;
  }
  throw await failure(res, 'GET /user');
}

/**
 * Checks a password the way a sign-in does (a password grant), so every try is counted by the
 * auth rate limits, for the client's address: the service-role key lets the call name it in
 * X-Forwarded-For. The session a correct password opens is ended at once.
 */
export async function checkPassword(env: EdgeEnv, email: string, password: string, clientAddress: string | null): Promise<PasswordCheck> {
  const res = await fetch(`${env.supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { ...json, ...as(env.serviceRoleKey), ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}) },
    body: JSON.stringify({ email, password }),
  });
  if (res.status === 429) {
    await res.body?.cancel();
    return { result: 'rate_limited', retryAfter: res.headers.get('retry-after') };
  }
  if (res.status === 400) {
    const body = (await res.json()) as { error_code?: string; code?: string };
    if ((body.error_code ?? body.code) === 'invalid_credentials') return { result: 'incorrect' };
    throw new Error(`auth refused the password check: ${JSON.stringify(body)}`);
  }
  if (!res.ok) throw await failure(res, 'the password grant');
  const session = (await res.json()) as { access_token: string };
  const logout = await fetch(`${env.supabaseUrl}/auth/v1/logout?scope=local`, {
    method: 'POST',
    headers: as(env.anonKey, session.access_token),
  });
  await logout.body?.cancel();
  return { result: 'correct' };
}

/** DELETE /auth/v1/admin/users/{id} with the service role: the user and, by cascade, their rows. */
export async function deleteAuthUser(env: EdgeEnv, userId: string): Promise<void> {
  const res = await fetch(`${env.supabaseUrl}/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    headers: { ...json, ...as(env.serviceRoleKey) },
    body: JSON.stringify({ should_soft_delete: false }),
  });
  if (!res.ok) throw await failure(res, 'DELETE /admin/users');
  await res.body?.cancel();
}
