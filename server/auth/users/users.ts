import type { Tx } from '../../db';
import type { IdentityRow, UserRow } from './user-row';

/** GoTrue writes the nil instance id on every row it creates. */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';
export const AUDIENCE = 'authenticated';

type Metadata = Record<string, unknown>;

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

/** The password user with this e-mail (stored lower-cased; GoTrue compares lower-cased too). */
export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select * from auth.users
      where lower(email) = lower($1) and aud = $2 and is_sso_user = false and deleted_at is null`,
    [email, AUDIENCE],
  );
  return rows[0];
}

/** Whether another user already owns the e-mail, as a user or through any identity (GoTrue's check). */
export async function isEmailTaken(tx: Tx, email: string, exceptUserId?: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from auth.identities where email = lower($1) and user_id is distinct from $2::uuid
     union all
     select 1 from auth.users where lower(email) = lower($1) and id is distinct from $2::uuid
     limit 1`,
    [email, exceptUserId ?? null],
  );
  return rows.length > 0;
}

export async function listIdentities(tx: Tx, userId: string): Promise<IdentityRow[]> {
  const { rows } = await tx.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

export interface NewUser {
  /** The operator's choice of id (admin createUser); a random one otherwise. */
  id?: string;
  /** None for an anonymous user (anonymous-sign-in.ts). */
  email: string | null;
  anonymous?: boolean;
  /**
   * Confirmed at once (autoconfirm, Google), or waiting for the link of this token (as token-store.ts
   * stores it), or unconfirmed with no link sent yet (an operator's user, confirmed later).
   */
  confirmation: { confirmed: true } | { confirmed: false; storedToken: string | null };
  passwordHash: string | null;
  appMetadata: Metadata;
  userMetadata: Metadata;
}

/** Inserts a user, confirmed or with a pending confirmation link. */
export async function insertUser(tx: Tx, user: NewUser): Promise<UserRow> {
  const pending = user.confirmation.confirmed ? null : user.confirmation.storedToken;
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous
     ) values ($1, coalesce($9::uuid, gen_random_uuid()), $2, $2, $3, $4, case when $8 then now() end,
               coalesce($7, ''), case when $7::text is not null then now() end,
               $5::jsonb, $6::jsonb, now(), now(), false, $10)
     returning *`,
    [
      INSTANCE_ID,
      AUDIENCE,
      user.email,
      user.passwordHash ?? '',
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      pending,
      user.confirmation.confirmed,
      user.id ?? null,
      user.anonymous ?? false,
    ],
  );
  return rows[0];
}

export interface NewIdentity {
  userId: string;
  provider: string;
  providerId: string;
  identityData: Metadata;
}

export async function insertIdentity(tx: Tx, identity: NewIdentity): Promise<IdentityRow> {
  const { rows } = await tx.query<IdentityRow>(
    `insert into auth.identities (
       id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
     ) values (gen_random_uuid(), $1, $2, $3::jsonb, $4, now(), now(), now())
     returning *`,
    [identity.providerId, identity.userId, JSON.stringify(identity.identityData), identity.provider],
  );
  return rows[0];
}

/** GoTrue's metadata merge: keys set to null are removed, all others replace or add. Returns the result. */
export async function mergeUserMetadata(tx: Tx, userId: string, updates: Metadata): Promise<Metadata> {
  const removed = Object.keys(updates).filter((key) => updates[key] === null);
  const kept = Object.fromEntries(Object.entries(updates).filter(([, value]) => value !== null));
  const { rows } = await tx.query<{ raw_user_meta_data: Metadata }>(
    `update auth.users
        set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
            updated_at = now()
      where id = $1
      returning raw_user_meta_data`,
    [userId, JSON.stringify(kept), removed],
  );
  return rows[0]?.raw_user_meta_data ?? {};
}

/** Recomputes app_metadata.provider(s) from the user's identities, oldest first. */
export async function refreshProviders(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users u
        set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
              || jsonb_build_object('provider', p.providers -> 0, 'providers', p.providers),
            updated_at = now()
       from (select jsonb_agg(provider order by first_seen) as providers
               from (select provider, min(created_at) as first_seen
                       from auth.identities where user_id = $1 group by provider) i) p
      where u.id = $1 and p.providers is not null`,
    [userId],
  );
}

export async function touchLastSignIn(tx: Tx, userId: string): Promise<void> {
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
}

export async function setPasswordHash(tx: Tx, userId: string, hash: string): Promise<void> {
  await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, hash]);
}

/** Changes the e-mail at once (no confirmation mail here) and keeps the e-mail identity in step. */
export async function setEmail(tx: Tx, userId: string, email: string): Promise<void> {
  await tx.query(
    // An anonymous user with an address is a permanent one, as GoTrue makes her.
    'update auth.users set email = $2, email_confirmed_at = now(), is_anonymous = false, updated_at = now() where id = $1',
    [userId, email],
  );
  await tx.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}
