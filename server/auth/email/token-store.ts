import type { Tx } from '../../db';
import type { UserRow } from '../users/user-row';
import { ONE_TIME_TOKEN_TTL_SECONDS, type OneTimeToken, type TokenProof } from './one-time-token';

/** The kinds of one-time token a user row holds, each in GoTrue's own columns. */
export type TokenKind = 'confirmation' | 'recovery' | 'email_change';

const COLUMNS: Record<TokenKind, { token: string; sentAt: string }> = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
};

/**
 * Stores a new token of this kind (replacing an earlier one: only the latest link works), as
 * `<link digest>:<code digest>` in GoTrue's column. A value written before links carried random
 * tokens has no `:`, so neither half of it matches any proof: such links no longer work.
 */
export async function storeToken(tx: Tx, userId: string, kind: TokenKind, oneTimeToken: OneTimeToken, newEmail?: string): Promise<void> {
  const { token, sentAt } = COLUMNS[kind];
  await tx.query(
    `update auth.users set ${token} = $2, ${sentAt} = now(), updated_at = now()
       ${kind === 'email_change' ? ', email_change = $3' : ''}
     where id = $1`,
    kind === 'email_change' ? [userId, oneTimeToken.stored, newEmail] : [userId, oneTimeToken.stored],
  );
}

/** The user whose live token of this kind the proof matches (expired ones never match). */
export async function findUserByToken(tx: Tx, kind: TokenKind, proof: TokenProof): Promise<UserRow | undefined> {
  const { token, sentAt } = COLUMNS[kind];
  const { rows } = await tx.query<UserRow>(
    `select * from auth.users
      where split_part(${token}, ':', $3) = $1 and ${token} like '%:%' and deleted_at is null
        and ${sentAt} > now() - make_interval(secs => $2)`,
    [proof.digest, ONE_TIME_TOKEN_TTL_SECONDS, proof.half === 'link' ? 1 : 2],
  );
  return rows[0];
}

/** Seconds since the last token of this kind was sent to the user; null when none was. */
export async function secondsSinceSent(tx: Tx, userId: string, kind: TokenKind): Promise<number | null> {
  const { rows } = await tx.query<{ seconds: string | number | null }>(
    `select extract(epoch from now() - ${COLUMNS[kind].sentAt}) as seconds from auth.users where id = $1`,
    [userId],
  );
  const seconds = rows[0]?.seconds;
  return seconds === null || seconds === undefined ? null : Number(seconds);
}

/**
 * Forgets every pending token sent to the address (after too many wrong codes for it): those of the
 * account that has it, and of an account waiting to change to it.
 */
export async function clearTokensOfAddress(tx: Tx, email: string): Promise<void> {
  await tx.query(
    `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = ''
      where lower(email) = lower($1) or lower(email_change) = lower($1)`,
    [email],
  );
}

/** The address is proved: confirmed (if it was not), the token spent, and the metadata says so. */
export async function confirmEmail(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users
        set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
            updated_at = now()
      where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** A recovery link spends its token and proves the address too. */
export async function spendRecovery(tx: Tx, userId: string): Promise<void> {
  await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [userId]);
  await confirmEmail(tx, userId);
}

/** The new address, proved by its link, becomes the account's (its identity follows). */
export async function applyEmailChange(tx: Tx, user: UserRow): Promise<void> {
  await tx.query(
    `update auth.users
        set email = email_change, email_change = '', email_change_token_new = '', email_confirmed_at = now(), is_anonymous = false, updated_at = now()
      where id = $1`,
    [user.id],
  );
  await tx.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id, user.email_change],
  );
}
