import type { Tx } from '../types';
import { insertPhotoFiles, publicPhotoUrl } from './photo-objects';

/** A generated account with its whole profile row (profiles columns by name) and one photo. */
export interface BulkMember {
  id: string;
  email: string;
  profile: Record<string, unknown>;
}

/**
 * Inserts accounts, profiles, identities and one photo each in a handful of statements, with
 * triggers off (`session_replication_role = replica`, superuser only, this transaction only): the
 * per-row triggers of sign-up and photos made 100,000 members take minutes. The statements write
 * what those triggers would (full_name, age, email, location, geo_cell, photos, the photo's path, primary and
 * position); seed.test.ts checks that firing the triggers afterwards changes nothing.
 */
export async function insertBulkMembers(tx: Tx, members: BulkMember[], passwordHash: string, origin: string): Promise<void> {
  if (members.length === 0) return;
  await tx.query('set local session_replication_role = replica');
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email, $3, now(),
            '{"provider": "email", "providers": ["email"]}', '{}', now(), now(), false
       from unnest($1::uuid[], $2::text[]) as u (id, email)`,
    [members.map((m) => m.id), members.map((m) => m.email), passwordHash],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
            'email', now(), now(), now()
       from unnest($1::uuid[], $2::text[]) as u (id, email)`,
    [members.map((m) => m.id), members.map((m) => m.email)],
  );
  const stored = await insertPhotoFiles(tx, members.map((m) => ({ userId: m.id })));
  const urls = new Map(stored.map((s) => [s.userId, publicPhotoUrl(origin, s.name)]));
  const columns = Object.keys(members[0].profile);
  await tx.query(
    `insert into public.profiles (id, email, full_name, age, basics_complete, location, geo_cell, photos, ${columns.join(', ')})
     select d.id, u.email, nullif(concat_ws(' ', d.first_name, d.last_name), ''), private.age_in_years(d.birth_date),
            d.first_name is not null and d.birth_date is not null,
            (select pl.label from public.places pl where pl.id = d.place_id),
            (select private.geo_cell(pl.latitude, pl.longitude) from public.places pl where pl.id = d.place_id),
            array[u.url], ${columns.map((c) => `d.${c}`).join(', ')}
       from jsonb_populate_recordset(null::public.profiles, $1::jsonb) as d
       join unnest($2::uuid[], $3::text[], $4::text[]) as u (id, email, url) on u.id = d.id`,
    [
      JSON.stringify(members.map((m) => ({ ...m.profile, id: m.id }))),
      members.map((m) => m.id), members.map((m) => m.email), members.map((m) => urls.get(m.id)),
    ],
  );
  await tx.query(
    `insert into public.photos (user_id, url, storage_path, is_primary, position)
     select s.user_id, s.url, s.name, true, 0 from unnest($1::uuid[], $2::text[], $3::text[]) as s (user_id, url, name)`,
    [stored.map((s) => s.userId), stored.map((s) => urls.get(s.userId)), stored.map((s) => s.name)],
  );
  await tx.query('set local session_replication_role = origin');
}
