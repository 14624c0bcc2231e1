import type { Tx } from '../../db';
import { issueRefreshToken } from './refresh-tokens';
import type { SecondStepMethod } from './sessions';

/**
 * GoTrue's updateMFASessionAndClaims: the session passed a second step. The method joins its amr (or
 * is renewed), the session becomes aal2 and remembers the factor, and its refresh token is swapped
 * for a new one, so a copy of the aal1 token cannot refresh into this aal2 session. Returns the new
 * refresh token. A passkey sign-in needs none of this: private.session_aal counts it as aal2.
 */
export async function raiseSession(
  tx: Tx,
  userId: string,
  sessionId: string,
  method: SecondStepMethod,
  factorId: string | null,
): Promise<string> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [sessionId, method],
  );
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, factorId]);
  return renewRefreshToken(tx, userId, sessionId);
}

/** The session's refresh token swapped for a new one (its chain continues), so an older copy cannot refresh a raised session. */
export async function renewRefreshToken(tx: Tx, userId: string, sessionId: string): Promise<string> {
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and not revoked returning token`,
    [sessionId],
  );
  return issueRefreshToken(tx, userId, sessionId, rows.at(-1)?.token);
}

/**
 * GoTrue's InvalidateSessionsWithAALLessThan: after a second step, the member's aal1 sessions end
 * (by private.session_aal, so her passkey sessions stay).
 */
export async function endSessionsBelowAal2(tx: Tx, userId: string): Promise<void> {
  const below = `select id from auth.sessions where user_id = $1 and private.session_aal(id) = 'aal1'`;
  await tx.query(`delete from auth.refresh_tokens where session_id in (${below})`, [userId]);
  await tx.query(`delete from auth.sessions where id in (${below})`, [userId]);
}

/** GoTrue's DowngradeSessionsToAAL1: the sessions that passed a removed factor lose that step. */
export async function lowerSessionsOfFactor(tx: Tx, factorId: string, method: SecondStepMethod): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId, method],
  );
  await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factorId]);
}
