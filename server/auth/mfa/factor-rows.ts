import type { Tx } from '../../db';

/** An auth.mfa_factors row as the auth API reads it (GoTrue's columns; the secret only where needed). */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'webauthn' | 'phone';
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
}

const COLUMNS = 'id, user_id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at';

/** GoTrue's Factor JSON, as `user.factors` carries it (the phone is '' for other types, as GoTrue's NullString). */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: '',
    last_challenged_at: factor.last_challenged_at?.toISOString() ?? null,
  };
}

export async function listFactors(tx: Tx, userId: string): Promise<FactorRow[]> {
  const { rows } = await tx.query<FactorRow>(`select ${COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`, [userId]);
  return rows;
}

/** GoTrue's FindOwnedFactorByID: another member's factor is as unknown as a missing one. */
export async function findOwnedFactor(tx: Tx, userId: string, factorId: string): Promise<FactorRow | undefined> {
  const { rows } = await tx.query<FactorRow>(`select ${COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`, [factorId, userId]);
  return rows[0];
}

/** The factor's TOTP secret, its row locked so two verifies of one code cannot both pass. */
export async function lockFactorSecret(tx: Tx, factorId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ secret: string | null }>('select secret from auth.mfa_factors where id = $1 for update', [factorId]);
  return rows[0]?.secret ?? undefined;
}

export async function hasVerifiedFactor(tx: Tx, userId: string): Promise<boolean> {
  const { rows } = await tx.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`, [userId]);
  return rows.length > 0;
}

/** GoTrue's FactorExpiryDuration: an enrolment nobody confirmed within this is dropped. */
export const UNVERIFIED_FACTOR_TTL_SECONDS = 300;

export async function deleteExpiredFactors(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
        and created_at < now() - make_interval(secs => $2)`,
    [userId, UNVERIFIED_FACTOR_TTL_SECONDS],
  );
}

export async function insertTotpFactor(tx: Tx, userId: string, friendlyName: string, secret: string): Promise<FactorRow> {
  const { rows } = await tx.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1, $2, 'totp', 'unverified', now(), now(), $3) returning ${COLUMNS}`,
    [userId, friendlyName, secret],
  );
  return rows[0];
}

/** The first verify: the factor counts from now on, and the member's other unconfirmed ones of its type go (GoTrue). */
export async function markFactorVerified(tx: Tx, factor: FactorRow): Promise<void> {
  await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3`,
    [factor.user_id, factor.factor_type, factor.id],
  );
}

export async function deleteFactor(tx: Tx, factorId: string): Promise<void> {
  await tx.query('delete from auth.mfa_factors where id = $1', [factorId]);
}
