import bcrypt from 'bcryptjs';
import type { Tx } from '../types';

export interface NewAuthUser {
  id: string;
  email: string;
  /** Becomes raw_user_meta_data, which the sign-up trigger turns into the profile. */
  metadata: Record<string, unknown>;
}

// GoTrue's instance id for single-tenant projects.
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

/** bcrypt at GoTrue's cost, so password sign-in verifies these hashes like any other. */
export const hashPassword = (password: string) => bcrypt.hash(password, 10);

/**
 * Confirmed e-mail users with their e-mail identity, as GoTrue stores a sign-up, in one statement
 * per table. The profile rows come from the on_auth_user_created trigger.
 */
export async function insertAuthUsers(tx: Tx, users: NewAuthUser[], passwordHash: string): Promise<void> {
  if (users.length === 0) return;
  const ids = users.map((u) => u.id);
  const emails = users.map((u) => u.email.toLowerCase());
  const metadata = users.map((u) => JSON.stringify(u.metadata));
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     select $1, u.id, 'authenticated', 'authenticated', u.email, $5, now(),
            '{"provider": "email", "providers": ["email"]}', u.meta::jsonb, now(), now(), false
       from unnest($2::uuid[], $3::text[], $4::text[]) as u (id, email, meta)`,
    [INSTANCE_ID, ids, emails, metadata, passwordHash],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     select u.id::text, u.id,
            jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
            'email', now(), now(), now()
       from unnest($1::uuid[], $2::text[]) as u (id, email)`,
    [ids, emails],
  );
}
