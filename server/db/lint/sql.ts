// SQL fragments the rules share. Every name is printed schema-qualified whatever the search path, so
// findings and allow-list keys read the same everywhere.

/** `schema.table` of pg_class `c` joined to pg_namespace `n`. */
export const RELATION_NAME = `format('%I.%I', n.nspname, c.relname)`;

/** `schema.fn(argtypes)` of pg_proc `p` joined to pg_namespace `n`: the key of a function overload. */
export const FUNCTION_NAME = `format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.oidvectortypes(p.proargtypes))`;

/** Functions an extension owns come and go with it; the migrations do not write them. */
export const NOT_EXTENSION_MEMBER = `not exists (select from pg_catalog.pg_depend d
   where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;

/**
 * True when policy `pol` applies to `role`: it names PUBLIC (oid 0) or a role `role` is a member of.
 * A CASE, because pg_has_role must never see oid 0.
 */
export const policyAppliesTo = (role: string) => `exists (select from unnest(pol.polroles) as r (oid)
   where case when r.oid = 0 then true else pg_catalog.pg_has_role('${role}', r.oid, 'member') end)`;

/** The table privileges `role` holds on pg_class `c`, on the table or on any of its columns. */
export const privilegesOf = (role: string) => `array(
  select priv from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as priv
   where pg_catalog.has_table_privilege('${role}', c.oid, priv)
      or (priv in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES') and pg_catalog.has_any_column_privilege('${role}', c.oid, priv)))`;

/** The `/rest/v1` roles of a member and a visitor; service_role bypasses row-level security anyway. */
export const API_ROLES = ['anon', 'authenticated'] as const;
