import { randomUUID } from 'node:crypto';
import type { Database } from '../types';

/** Profiles columns a clone gets anew; every other column is its template's. */
const OWN_COLUMNS: Record<string, string> = {
  id: 'c.id',
  username: 'c.username',
  email: 'c.email',
  place_id: 'c.place_id',
  location: '(select pl.label from public.places pl where pl.id = c.place_id)',
  // What set_location_from_place sets (triggers are off for the copies).
  geo_cell: '(select private.geo_cell(pl.latitude, pl.longitude) from public.places pl where pl.id = c.place_id)',
  photos: 'array[c.url]',
};

/**
 * Grows a generated world to `count` members in set-based SQL: each new member copies a template
 * member's profile (traits, age, preferences, activity: the drawn shares stay as they were) with her
 * own id, username, e-mail, photo, and a US city drawn anew in proportion to its population, so the
 * big metros stay crowded. Rows as insertBulkMembers writes them (triggers off, this transaction
 * only), a statement per table instead of batches of 2,000 drawn in JavaScript (docs/performance.md,
 * Discovery feed). Returns the new ids.
 */
export async function cloneMembers(db: Database, templates: string[], count: number): Promise<string[]> {
  if (count <= 0 || templates.length === 0) return [];
  const { rows: columns } = await db.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = 'profiles' and is_generated = 'NEVER' order by ordinal_position`);
  const select = columns.map(({ name }) => OWN_COLUMNS[name] ?? `t.${name}`).join(', ');
  return db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query('select setseed(0.44)');
    await tx.query(
      `create temporary table clone_cities on commit drop as
       select id, (sum(population) over (order by id))::float8 as upto from public.places where country_code = 'US'`);
    await tx.query('create index on clone_cities (upto)');
    await tx.query('analyze clone_cities');
    const { rows: [{ total }] } = await tx.query<{ total: number }>('select coalesce(max(upto), 0) as total from clone_cities');
    // n-th copy of template k (1-based); the city drawn by bisecting the running population. Its id,
    // username and e-mail grow with n (a v4-shaped uuid whose first 48 bits are n), and every insert
    // below goes in that order: each index takes the copies as appends to one place instead of a
    // million scattered writes, which made a million members take over 4 minutes.
    await tx.query(
      `create temporary table clones on commit drop as
       select (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(x, 1, 3) || '-8' || substr(x, 4, 3)
               || '-' || substr(x, 7, 12))::uuid as id,
              'gen_' || $4 || '_c' || lpad(n::text, 8, '0') as username, t.template, n,
              (select cc.id from clone_cities cc where cc.upto > r.at order by cc.upto limit 1) as place_id
         from generate_series(0, $2::integer - 1) as n
         cross join lateral (select lpad(to_hex(n + 1), 12, '0') as h, md5($4 || n) as x,
                                    ($1::uuid[])[(n % cardinality($1::uuid[])) + 1] as template) t
         cross join lateral (select random() * $3 + n * 0 as at) r`,
      [templates, count, total, randomUUID().slice(0, 6)]);
    await tx.query('alter table clones add column email text, add column url text');
    await tx.query(
      `update clones c set email = c.username || '@' || split_part(p.email, '@', 2),
              url = regexp_replace(p.photos[1], '/[^/]+/[^/]+$', '/' || c.id || '/' || gen_random_uuid() || '.jpg')
         from public.profiles p where p.id = c.template`);
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
       select u.instance_id, c.id, u.aud, u.role, c.email, u.encrypted_password, u.email_confirmed_at,
              u.raw_app_meta_data, u.raw_user_meta_data, u.created_at, u.updated_at, u.is_anonymous
         from clones c join auth.users u on u.id = c.template order by c.n`);
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       select c.id::text, c.id, jsonb_build_object('sub', c.id::text, 'email', c.email, 'email_verified', true, 'phone_verified', false),
              'email', now(), now(), now()
         from clones c order by c.n`);
    await tx.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata)
       select o.bucket_id, substring(c.url from '[^/]+/[^/]+$'), c.id, c.id::text, gen_random_uuid()::text, o.metadata
         from clones c join storage.objects o on o.owner = c.template order by c.n`);
    await tx.query(
      `insert into public.profiles (${columns.map((c) => c.name).join(', ')})
       select ${select} from clones c join public.profiles t on t.id = c.template order by c.n`);
    await tx.query(
      `insert into public.photos (user_id, url, storage_path, is_primary, position)
       select c.id, c.url, substring(c.url from '[^/]+/[^/]+$'), true, 0 from clones c order by c.n`);
    const { rows } = await tx.query<{ id: string }>('select id from clones order by n');
    await tx.query('set local session_replication_role = origin');
    return rows.map((r) => r.id);
  });
}
