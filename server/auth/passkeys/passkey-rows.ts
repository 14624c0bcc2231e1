import type { Tx } from '../../db';

/** An auth.webauthn_credentials row (GoTrue's table) as the auth server reads it. */
export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: Uint8Array;
  public_key: Uint8Array;
  sign_count: string | number;
  transports: string[];
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** The credential id as WebAuthn's JSON carries it (base64url); the table keeps the bytes. */
export const credentialIdOf = (row: PasskeyRow): string => Buffer.from(row.credential_id).toString('base64url');

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  friendlyName: string;
  aaguid: string;
  backupEligible: boolean;
  backedUp: boolean;
}

export type ChallengeKind = 'registration' | 'authentication';

/** A ceremony's challenge lives this long (GoTrue's WebAuthn ChallengeExpiryDuration, 5 minutes). */
export const CHALLENGE_TTL_SECONDS = 300;

/** GoTrue's PasskeyListItem: never the key or the credential id; an empty name and no use left out. */
export function passkeyJson(row: PasskeyRow): Record<string, unknown> {
  return {
    id: row.id,
    ...(row.friendly_name && { friendly_name: row.friendly_name }),
    created_at: row.created_at.toISOString(),
    ...(row.last_used_at && { last_used_at: row.last_used_at.toISOString() }),
  };
}

export async function listPasskeys(tx: Tx, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await tx.query<PasskeyRow>('select * from auth.webauthn_credentials where user_id = $1 order by created_at, id', [userId]);
  return rows;
}

/** The credential id as the browser sends it (base64url). */
export async function findPasskeyByCredentialId(tx: Tx, credentialId: string): Promise<PasskeyRow | undefined> {
  const { rows } = await tx.query<PasskeyRow>('select * from auth.webauthn_credentials where credential_id = $1', [Buffer.from(credentialId, 'base64url')]);
  return rows[0];
}

/** Another member's passkey is as unknown as a missing one. */
export async function findOwnedPasskey(tx: Tx, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const { rows } = await tx.query<PasskeyRow>('select * from auth.webauthn_credentials where id = $1 and user_id = $2', [id, userId]);
  return rows[0];
}

/** Undefined when the credential is registered already (its id is unique). */
export async function insertPasskey(tx: Tx, passkey: NewPasskey): Promise<PasskeyRow | undefined> {
  const { rows } = await tx.query<PasskeyRow>(
    `insert into auth.webauthn_credentials
       (user_id, credential_id, public_key, attestation_type, aaguid, sign_count, transports, backup_eligible, backed_up, friendly_name)
     values ($1, $2, $3, 'none', $4, $5, $6::jsonb, $7, $8, $9)
     on conflict (credential_id) do nothing returning *`,
    [
      passkey.userId, Buffer.from(passkey.credentialId, 'base64url'), Buffer.from(passkey.publicKey), passkey.aaguid, passkey.signCount,
      JSON.stringify(passkey.transports), passkey.backupEligible, passkey.backedUp, passkey.friendlyName,
    ],
  );
  return rows[0];
}

/** After a sign-in: the counter the authenticator reported, and when (GoTrue's UpdateLastUsedWithSignCount). */
export async function markPasskeyUsed(tx: Tx, id: string, signCount: number): Promise<void> {
  await tx.query('update auth.webauthn_credentials set sign_count = $2, last_used_at = now(), updated_at = now() where id = $1', [id, signCount]);
}

export async function renamePasskey(tx: Tx, id: string, name: string): Promise<PasskeyRow> {
  const { rows } = await tx.query<PasskeyRow>(
    'update auth.webauthn_credentials set friendly_name = $2, updated_at = now() where id = $1 returning *',
    [id, name],
  );
  return rows[0];
}

export async function deletePasskey(tx: Tx, id: string): Promise<void> {
  await tx.query('delete from auth.webauthn_credentials where id = $1', [id]);
}

/** What a challenge row keeps of the ceremony (GoTrue keeps go-webauthn's SessionData). */
export interface ChallengeSession {
  challenge: string;
  rpId: string;
  userVerification: 'required';
  user_id?: string;
}

/**
 * Stores a new challenge, dropping the expired ones of every member (the table stays small);
 * returns its id and when it expires.
 */
export async function saveChallenge(
  tx: Tx,
  kind: ChallengeKind,
  userId: string | null,
  session: ChallengeSession,
): Promise<{ id: string; expiresAt: Date }> {
  await tx.query('delete from auth.webauthn_challenges where expires_at < now()');
  const { rows } = await tx.query<{ id: string; expires_at: Date }>(
    `insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at)
     values ($1, $2, $3::jsonb, now() + make_interval(secs => $4)) returning id, expires_at`,
    [userId, kind, JSON.stringify(session), CHALLENGE_TTL_SECONDS],
  );
  return { id: rows[0].id, expiresAt: rows[0].expires_at };
}

/**
 * GoTrue's ConsumeWebAuthnChallengeByID: deletes the challenge a response names when it was issued
 * for this ceremony (and member), whatever comes next, so no response can use it a second time.
 */
export async function consumeChallenge(
  tx: Tx,
  id: string,
  kind: ChallengeKind,
  userId: string | null,
): Promise<{ session: ChallengeSession; live: boolean } | undefined> {
  const { rows } = await tx.query<{ session_data: ChallengeSession; live: boolean }>(
    `delete from auth.webauthn_challenges
      where id = $1 and challenge_type = $2 and user_id is not distinct from $3
      returning session_data, expires_at > now() as live`,
    [id, kind, userId],
  );
  return rows[0] && { session: rows[0].session_data, live: rows[0].live };
}
