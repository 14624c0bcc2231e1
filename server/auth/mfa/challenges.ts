import { isIP } from 'node:net';
import type { Tx } from '../../db';

/** GoTrue's MFA challenge expiry (MFA_CHALLENGE_EXPIRY_DURATION, 300 s by default). */
export const CHALLENGE_TTL_SECONDS = 300;

export interface ChallengeRow {
  id: string;
  verified: boolean;
  expired: boolean;
  /** Whether it was asked for from the address now verifying it (GoTrue requires that). */
  sameAddress: boolean;
}

/** The column is `inet not null`: a client address that is not an IP (a socket path) is stored as none. */
const inet = (ip: string) => (isIP(ip) ? ip : '0.0.0.0');

/**
 * How long a challenge is kept at all, as GoTrue's cleanup keeps them: long after it expired (so a
 * late answer still hears 'expired', not 'not found') and after its code's time step left the window.
 */
const CHALLENGE_KEPT = '24 hours';

/** Asks for a code; the factor's challenges older than a day go first, so the table stays small. */
export async function createChallenge(tx: Tx, factorId: string, ip: string): Promise<{ id: string; expiresAt: number }> {
  await tx.query(`delete from auth.mfa_challenges where factor_id = $1 and created_at < now() - interval '${CHALLENGE_KEPT}'`, [factorId]);
  const { rows } = await tx.query<{ id: string; expires_at: number | string }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values (gen_random_uuid(), $1, now(), $2::inet)
     returning id, floor(extract(epoch from created_at)) + $3 as expires_at`,
    [factorId, inet(ip), CHALLENGE_TTL_SECONDS],
  );
  return { id: rows[0].id, expiresAt: Number(rows[0].expires_at) };
}

export async function findChallenge(tx: Tx, factorId: string, challengeId: string, ip: string): Promise<ChallengeRow | undefined> {
  const { rows } = await tx.query<ChallengeRow>(
    `select id, verified_at is not null as verified,
            created_at < now() - make_interval(secs => $4) as expired,
            ip_address = $3::inet as "sameAddress"
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factorId, inet(ip), CHALLENGE_TTL_SECONDS],
  );
  return rows[0];
}

/** The fifth wrong code ends the challenge: it is expired from now on, so a new one must be asked for. */
export async function expireChallenge(tx: Tx, challengeId: string): Promise<void> {
  await tx.query('update auth.mfa_challenges set created_at = now() - make_interval(secs => $2 + 1) where id = $1', [challengeId, CHALLENGE_TTL_SECONDS]);
}

export async function deleteChallenge(tx: Tx, challengeId: string): Promise<void> {
  await tx.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}

/**
 * The newest time step a verified challenge of the factor accepted (kept in `otp_code`, which GoTrue
 * uses for phone codes only): a code of that step or an older one has been used or was superseded.
 */
export async function lastAcceptedStep(tx: Tx, factorId: string): Promise<number | null> {
  const { rows } = await tx.query<{ step: string | null }>(
    `select max(otp_code::bigint)::text as step from auth.mfa_challenges
      where factor_id = $1 and verified_at is not null and otp_code ~ '^[0-9]+$'`,
    [factorId],
  );
  return rows[0]?.step ? Number(rows[0].step) : null;
}

/** Spends the challenge on the accepted step; false when another request spent it first. */
export async function spendChallenge(tx: Tx, challengeId: string, step: number | null): Promise<boolean> {
  const { affectedRows } = await tx.query(
    'update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1 and verified_at is null',
    [challengeId, step === null ? null : String(step)],
  );
  return (affectedRows ?? 0) > 0;
}
