import type { Tx } from '../types';

/**
 * `function public.are_matched(uuid,uuid)`, `view public.public_profiles` or
 * `policy "Members read their own boosts" on public.boosts`: also what `drop` takes.
 */
export type Identity = string;

/** `pg_proc <oid>`, `pg_class <oid>` or `pg_policy <oid>`: an object whatever its name. */
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
// (pg_rewrite), not always its pg_class row. Policies are read on every table the migrations own,
// Supabase's storage and realtime tables included (the bootstrap creates those tables, no policy).
const POLICY_SCHEMAS = `('public', 'private', 'storage', 'realtime')`;
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
   where n.nspname in ('public', 'private') and c.relkind = 'v'
  union all
  select 'pg_policy ' || p.oid, p.oid, 'policy', p.xmin::text
    from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
   where n.nspname in ${POLICY_SCHEMAS}`;

// Granting after revoking puts an entry last: the order of entries says nothing.
const acl = (items: string) =>
  `E'\\n-- acl: ' || coalesce((select string_agg(i::text, ' ' order by i::text) from unnest(${items}) i), 'default')`;
const comment = (oid: string, catalog: string) =>
  `E'\\n-- comment: ' || coalesce(obj_description(${oid}, '${catalog}'), '')`;

// A policy as pg_dump prints it: the roles sorted (their order means nothing), the expressions as
// PostgreSQL stores them, so how a file spaces or parenthesises them does not matter.
const POLICY = `
  select concat('create policy ', quote_ident(p.polname), ' on ', p.polrelid::regclass,
                ' as ', case when p.polpermissive then 'permissive' else 'restrictive' end,
                ' for ', case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update'
                                       when 'd' then 'delete' else 'all' end,
                ' to ', (select string_agg(case r when 0 then 'public' else r::regrole::text end, ', '
                                           order by r::regrole::text)
                           from unnest(p.polroles) r),
                E'\\n  using (' || pg_get_expr(p.polqual, p.polrelid) || ')',
                E'\\n  with check (' || pg_get_expr(p.polwithcheck, p.polrelid) || ')', ';')
         || ${comment('p.oid', 'pg_policy')}
    from pg_policy p where p.oid = o.oid`;

const DEFINITIONS = `
  select o.object,
         o.kind || ' ' || case o.kind
                            when 'view' then o.oid::regclass::text
                            when 'policy' then (select concat(quote_ident(p.polname), ' on ', p.polrelid::regclass)
                                                  from pg_policy p where p.oid = o.oid)
                            else o.oid::regprocedure::text end as identity,
         case o.kind
         when 'policy' then (${POLICY})
         when 'view' then
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

/**
 * Drops every policy read above: a table's policies are what its file creates, so the files are
 * applied on a database without any (inside the comparison's transaction, rolled back after).
 */
export async function dropPolicies(tx: Tx): Promise<void> {
  await tx.query(`
    do $$ declare policy record; begin
      for policy in select p.polname, p.polrelid::regclass as on_table
                      from pg_policy p join pg_class c on c.oid = p.polrelid
                      join pg_namespace n on n.oid = c.relnamespace
                     where n.nspname in ${POLICY_SCHEMAS} loop
        execute format('drop policy %I on %s', policy.polname, policy.on_table);
      end loop;
    end $$`);
}
