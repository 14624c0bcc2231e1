// One statement that reads what the REST surface needs from pg_catalog, as one JSON document.
// Types are written schema-qualified and always quoted (`"pg_catalog"."int4"`, arrays as
// `"pg_catalog"."_text"`) so they can be used in casts whatever the caller's search_path, and
// compared as strings.
export const SCHEMA_CACHE_SQL = `
with
rels as (
  select c.oid, c.relname, c.relkind
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1::text and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
),
cols as (
  select a.attrelid,
         json_agg(json_build_object(
           'name', a.attname,
           'attnum', a.attnum,
           'type', ('"' || replace(tn.nspname, '"', '""') || '"."' || replace(t.typname, '"', '""') || '"'),
           'typeName', pg_catalog.format_type(a.atttypid, a.atttypmod),
           'nullable', not a.attnotnull,
           -- An identity column's default is its sequence, as PostgREST reads it (for missing=default).
           'default', case when a.attidentity = 'd'
                        then pg_catalog.format('nextval(%L::regclass)', pg_catalog.pg_get_serial_sequence(r.oid::regclass::text, a.attname))
                        else pg_catalog.pg_get_expr(d.adbin, d.adrelid) end,
           'generated', a.attgenerated <> ''
         ) order by a.attnum) as columns
  from pg_catalog.pg_attribute a
  join rels r on r.oid = a.attrelid
  join pg_catalog.pg_type t on t.oid = a.atttypid
  join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
  left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped
  group by a.attrelid
),
keys as (
  select con.conname, con.contype, con.conrelid, con.confrelid,
         (select json_agg(a.attname order by k.ord)
            from unnest(con.conkey) with ordinality k(attnum, ord)
            join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
         (select json_agg(a.attname order by k.ord)
            from unnest(con.confkey) with ordinality k(attnum, ord)
            join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as ref_columns
  from pg_catalog.pg_constraint con
  where con.contype in ('p', 'u', 'f') and con.conrelid in (select oid from rels)
),
routines as (
  select p.proargtypes as "argTypeOids",
         p.proname as name,
         p.proretset as "returnsSet",
         p.prorows as "rows",
         p.provolatile as volatility,
         ('"' || replace(rn.nspname, '"', '""') || '"."' || replace(rt.typname, '"', '""') || '"') as "returnType",
         rt.typtype as "returnTypeKind",
         (select r.relname from rels r where r.oid = rt.typrelid) as "returnRelation",
         p.pronargdefaults as "defaultCount",
         coalesce((select json_agg(json_build_object(
             'name', coalesce(p.proargnames[u.ord], ''),
             'mode', coalesce(p.proargmodes[u.ord], 'i'),
             'type', ('"' || replace(tn.nspname, '"', '""') || '"."' || replace(t.typname, '"', '""') || '"'),
             'typeName', pg_catalog.format_type(u.oid, null)
           ) order by u.ord)
           from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(oid, ord)
           join pg_catalog.pg_type t on t.oid = u.oid
           join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace), '[]') as args
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type rt on rt.oid = p.prorettype
  join pg_catalog.pg_namespace rn on rn.oid = rt.typnamespace
  where n.nspname = $1::text and p.prokind = 'f'
)
select json_build_object(
  'relations', coalesce((select json_agg(json_build_object(
      'oid', r.oid::bigint, 'name', r.relname, 'kind', r.relkind, 'columns', coalesce(c.columns, '[]')))
      from rels r left join cols c on c.attrelid = r.oid), '[]'),
  -- A view's query as a node tree: its columns' origins give it the relationships of its tables.
  'views', coalesce((select json_agg(json_build_object('name', r.relname, 'tree', rw.ev_action::text))
      from rels r join pg_catalog.pg_rewrite rw on rw.ev_class = r.oid and rw.rulename = '_RETURN'
      where r.relkind in ('v', 'm')), '[]'),
  'keys', coalesce((select json_agg(json_build_object(
      'name', k.conname, 'type', k.contype,
      'table', (select relname from rels where oid = k.conrelid),
      'refTable', (select relname from rels where oid = k.confrelid),
      'columns', k.columns, 'refColumns', k.ref_columns)) from keys k), '[]'),
  -- Overloads fewer parameters first, then by their types' oids (oidvector order): how PostgREST 12/13
  -- lists the candidates of PGRST203 (postgrest-js's suite: f() before f(text), f(integer) before f(text)).
  'routines', coalesce((select json_agg(r order by r."argTypeOids") from routines r), '[]')
)::text as cache`;
