import type { Tx } from '../types';

/** `function public.are_matched(uuid,uuid)` or `view public.public_profiles`: also what `drop` takes. */
export type Identity = string;

/** `pg_proc <oid>` or `pg_class <oid>`: an object whatever its name. */
export type ObjectKey = string;

export interface Definition {
  identity: Identity;
  object: ObjectKey;
  /** What PostgreSQL stores, as it prints it, with the privileges and the comment. */
  text: string;
}

// Every function and view of the schemas the migrations own (auth, storage and extensions come from
// the bootstrap). Extension members come and go with their extension, not with a file. Aggregates
// cannot be replaced (and pg_get_functiondef refuses them); the app has none. `version` names the
// transactions that last wrote the object's catalog rows: replacing a view rewrites its rule
// (pg_rewrite), not always its pg_class row.
const OBJECTS = `
  select 'pg_proc ' || p.oid as object, p.oid, case p.prokind when 'p' then 'procedure' else 'function' end as kind,
         p.xmin::text as version
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ('public', 'private') and p.prokind <> 'a'
     and not exists (select from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  union all
  select 'pg_class ' || c.oid, c.oid, 'view',
         concat(c.xmin, ' ', (select string_agg(r.xmin::text, ' ') from pg_rewrite r where r.ev_class = c.oid))
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname in ('public', 'private') and c.relkind = 'v'`;

// Granting after revoking puts an entry last: the order of entries says nothing.
const acl = (items: string) =>
  `E'\\n-- acl: ' || coalesce((select string_agg(i::text, ' ' order by i::text) from unnest(${items}) i), 'default')`;
const comment = (oid: string, catalog: string) =>
  `E'\\n-- comment: ' || coalesce(obj_description(${oid}, '${catalog}'), '')`;

const DEFINITIONS = `
  select o.object,
         o.kind || ' ' || case o.kind when 'view' then o.oid::regclass::text
                                      else o.oid::regprocedure::text end as identity,
         case o.kind when 'view' then
           (select concat('create or replace view ', c.oid::regclass,
                          ' with (' || array_to_string(c.reloptions, ', ') || ')', E' as\\n', pg_get_viewdef(c.oid))
                   || ${acl('c.relacl')} || ${comment('c.oid', 'pg_class')}
              from pg_class c where c.oid = o.oid)
         else
           (select pg_get_functiondef(p.oid) || ${acl('p.proacl')} || ${comment('p.oid', 'pg_proc')}
              from pg_proc p where p.oid = o.oid)
         end as text
    from (${OBJECTS}) o`;

/**
 * What the database holds now, by identity. Read with an empty search path, which makes every name
 * PostgreSQL prints schema-qualified; the caller's path is put back (schema files run with the path
 * migrations run with).
 */
export async function readDefinitions(tx: Tx): Promise<Map<Identity, Definition>> {
  const { rows: [{ path }] } = await tx.query<{ path: string }>(`select current_setting('search_path') as path`);
  await tx.query(`select set_config('search_path', '', true)`);
  try {
    const { rows } = await tx.query<Definition>(DEFINITIONS);
    return new Map(rows.map((row) => [row.identity, row]));
  } finally {
    await tx.query(`select set_config('search_path', $1, true)`, [path]);
  }
}

/** Cheap enough to read after every schema file: the objects it created or replaced are those whose version changed. */
export async function readVersions(tx: Tx): Promise<Map<ObjectKey, string>> {
  const { rows } = await tx.query<{ object: ObjectKey; version: string }>(OBJECTS);
  return new Map(rows.map((row) => [row.object, row.version]));
}
