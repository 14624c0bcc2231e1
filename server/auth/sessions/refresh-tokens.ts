import { randomInt } from 'node:crypto';
import type { Tx } from '../../db';
import { INSTANCE_ID } from '../users/users';

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
// GoTrue's classic tokens are 12 such characters; 24 gives about 124 bits of randomness.
const TOKEN_LENGTH = 24;
/** Shorter strings cannot be tokens this server or GoTrue issued; GoTrue refuses them as malformed. */
export const MIN_REFRESH_TOKEN_LENGTH = 12;

function randomToken(): string {
  let token = '';
  for (let i = 0; i < TOKEN_LENGTH; i++) token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return token;
}

export async function issueRefreshToken(tx: Tx, userId: string, sessionId: string, parent?: string): Promise<string> {
  const token = randomToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, token, userId, parent ?? null, sessionId],
  );
  return token;
}

export interface RefreshTokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
}

/** The token's row, locked so two refreshes with one token cannot both succeed. */
export async function lockRefreshToken(tx: Tx, token: string): Promise<RefreshTokenRow | undefined> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select token, user_id, revoked, session_id from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  return rows[0];
}

export async function revokeRefreshToken(tx: Tx, token: string): Promise<void> {
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
}
