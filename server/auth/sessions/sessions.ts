import { isIP } from 'node:net';
import type { Tx } from '../../db';

/** How the session was started; GoTrue's amr methods (`passkey`: a passkey sign-in, server/auth/passkeys). */
export type AuthenticationMethod = 'password' | 'oauth' | 'otp' | 'recovery' | 'anonymous' | 'passkey';
/**
 * The second steps (assurance.ts): GoTrue's `totp` and `mfa/webauthn`, and ours for a recovery code.
 * A session with any of them in its amr is aal2.
 */
export type SecondStepMethod = 'totp' | 'mfa/webauthn' | 'mfa/recovery_code';
export type AuthenticatorAssuranceLevel = 'aal1' | 'aal2';

const SECOND_STEPS: readonly string[] = ['totp', 'mfa/webauthn', 'mfa/recovery_code'] satisfies SecondStepMethod[];

/** GoTrue's CalculateAALAndAMR: aal2 once any method of the session is a second step. */
export function assuranceOf(methods: readonly string[]): AuthenticatorAssuranceLevel {
  return methods.some((method) => SECOND_STEPS.includes(method)) ? 'aal2' : 'aal1';
}

export interface SessionOrigin {
  userAgent?: string;
  ip?: string;
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/**
 * A new session, its row at the level GoTrue gives its method: aal1 for a first step (a passkey
 * sign-in too, whose aal2 comes from private.session_aal, see sessionAssurance).
 */
export async function createSession(
  tx: Tx,
  userId: string,
  method: AuthenticationMethod | SecondStepMethod,
  origin: SessionOrigin,
): Promise<string> {
  const ip = origin.ip && isIP(origin.ip) ? origin.ip : null;
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values (gen_random_uuid(), $1, now(), now(), $4, $2, $3::inet)
     returning id`,
    [userId, origin.userAgent ?? null, ip, assuranceOf([method])],
  );
  const sessionId = rows[0].id;
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)`,
    [sessionId, method],
  );
  return sessionId;
}

export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  return (await sessionAssurance(tx, sessionId)) !== undefined;
}

/**
 * The session's level from its row (GoTrue reads the session, not the token), raised by the one SQL
 * rule hosted GoTrue's tokens get through public.custom_access_token_hook: private.session_aal
 * (a passkey sign-in is aal2). Undefined when the session ended.
 */
export async function sessionAssurance(tx: Tx, sessionId: string): Promise<AuthenticatorAssuranceLevel | undefined> {
  const { rows } = await tx.query<{ aal: AuthenticatorAssuranceLevel | null }>('select private.session_aal($1) as aal', [sessionId]);
  return rows[0]?.aal ?? undefined;
}

/** The session's amr claim: each method it was authenticated with, when. */
export async function sessionAmr(tx: Tx, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await tx.query<{ method: string; at: Date }>(
    `select authentication_method as method, updated_at as at
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.method, timestamp: Math.floor(row.at.getTime() / 1000) }));
}

/**
 * Seconds since the session last proved who its user is (a password or Google sign-in, or a link
 * from an e-mail sent to the address — a reset link must let a member set a new password: its amr
 * entries; refreshing does not count), by the database's clock; null when it has no such entry.
 */
export async function secondsSinceSignIn(tx: Tx, sessionId: string): Promise<number | null> {
  const { rows } = await tx.query<{ seconds: number | string | null }>(
    `select extract(epoch from now() - max(updated_at)) as seconds
       from auth.mfa_amr_claims where session_id = $1 and authentication_method in ('password', 'oauth', 'otp', 'recovery')`,
    [sessionId],
  );
  const seconds = rows[0]?.seconds;
  return seconds === null || seconds === undefined ? null : Number(seconds);
}

/** Whether the account with this e-mail has a live session last seen at this address. */
export async function hasSessionAtAddress(tx: Tx, email: string, ip: string): Promise<boolean> {
  if (!isIP(ip)) return false;
  const { rows } = await tx.query(
    `select 1 from auth.sessions s join auth.users u on u.id = s.user_id
      where lower(u.email) = lower($1) and s.ip = $2::inet limit 1`,
    [email, ip],
  );
  return rows.length > 0;
}

export async function markSessionRefreshed(tx: Tx, sessionId: string, origin: SessionOrigin): Promise<void> {
  const ip = origin.ip && isIP(origin.ip) ? origin.ip : null;
  await tx.query(
    `update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3::inet
      where id = $1`,
    [sessionId, origin.userAgent ?? null, ip],
  );
}

export type LogoutScope = 'global' | 'local' | 'others';

/**
 * Ends sessions as GoTrue does: by deleting them. Refresh tokens are removed explicitly as well, so
 * a schema without the cascading foreign key cannot leave usable tokens behind.
 */
export async function endSessions(
  tx: Tx,
  userId: string,
  sessionId: string | undefined,
  scope: LogoutScope,
): Promise<void> {
  const where =
    scope === 'local' && sessionId
      ? { sql: 'id = $2', params: [userId, sessionId] }
      : scope === 'others' && sessionId
        ? { sql: 'id <> $2', params: [userId, sessionId] }
        : { sql: 'true', params: [userId] };
  await tx.query(
    `delete from auth.refresh_tokens
      where session_id in (select id from auth.sessions where user_id = $1 and ${where.sql})`,
    where.params,
  );
  await tx.query(`delete from auth.sessions where user_id = $1 and ${where.sql}`, where.params);
}
