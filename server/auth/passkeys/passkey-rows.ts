import type { Tx } from '../../db';

/** A private.passkeys row as the auth server reads it. */
export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  sign_count: string | number;
  transports: string[];
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  friendlyName: string;
  backedUp: boolean;
}

export type ChallengeKind = 'registration' | 'authentication';

/** A ceremony's challenge lives this long: a person answers her browser's prompt within it. */
export const CHALLENGE_TTL_SECONDS = 300;

/** What Settings lists: never the key or the credential id. */
export function passkeyJson(row: PasskeyRow): Record<string, unknown> {
  return {
    id: row.id,
    friendly_name: row.friendly_name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

export async function listPasskeys(tx: Tx, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await tx.query<PasskeyRow>('select * from private.passkeys where user_id = $1 order by created_at, id', [userId]);
  return rows;
}

export async function findPasskeyByCredentialId(tx: Tx, credentialId: string): Promise<PasskeyRow | undefined> {
  const { rows } = await tx.query<PasskeyRow>('select * from private.passkeys where credential_id = $1', [credentialId]);
  return rows[0];
}

/** Another member's passkey is as unknown as a missing one. */
export async function findOwnedPasskey(tx: Tx, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const { rows } = await tx.query<PasskeyRow>('select * from private.passkeys where id = $1 and user_id = $2', [id, userId]);
  return rows[0];
}

export async function insertPasskey(tx: Tx, passkey: NewPasskey): Promise<PasskeyRow> {
  const { rows } = await tx.query<PasskeyRow>(
    `insert into private.passkeys (user_id, credential_id, public_key, sign_count, transports, friendly_name, backed_up)
     values ($1, $2, $3, $4, $5, $6, $7) returning *`,
    [passkey.userId, passkey.credentialId, Buffer.from(passkey.publicKey), passkey.signCount, passkey.transports, passkey.friendlyName, passkey.backedUp],
  );
  return rows[0];
}

/** After a sign-in: the counter the authenticator reported, and when. */
export async function markPasskeyUsed(tx: Tx, id: string, signCount: number): Promise<void> {
  await tx.query('update private.passkeys set sign_count = $2, last_used_at = now() where id = $1', [id, signCount]);
}

export async function deletePasskey(tx: Tx, id: string): Promise<void> {
  await tx.query('delete from private.passkeys where id = $1', [id]);
}

/** Stores a new challenge, dropping the expired ones of every member (the table stays small). */
export async function saveChallenge(tx: Tx, challenge: string, kind: ChallengeKind, userId: string | null): Promise<void> {
  await tx.query('delete from private.passkey_challenges where expires_at < now()');
  await tx.query(
    `insert into private.passkey_challenges (challenge, kind, user_id, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [challenge, kind, userId, CHALLENGE_TTL_SECONDS],
  );
}

/**
 * Spends the challenge a response names: true when it was issued for this ceremony (and member) and
 * has not expired. Deleted either way, so no response, good or bad, can use it a second time.
 */
export async function spendChallenge(tx: Tx, challenge: string, kind: ChallengeKind, userId: string | null): Promise<boolean> {
  const { rows } = await tx.query<{ live: boolean }>(
    `delete from private.passkey_challenges
      where challenge = $1 and kind = $2 and user_id is not distinct from $3
      returning expires_at > now() as live`,
    [challenge, kind, userId],
  );
  return rows[0]?.live === true;
}
