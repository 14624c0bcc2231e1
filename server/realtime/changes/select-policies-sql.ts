/**
 * Which policies row-level security applies when a role selects from a table, and the condition they
 * make together: the part both realtime checks build on, policy_probe (visibility-sql.ts, for deleted
 * rows) and claims_check (claims-check-sql.ts, many subscribers at once). Installed with the capture,
 * owner-only like the rest of the schema. Tests: the realtime contract tests (server/realtime/**), on
 * PGlite and PostgreSQL.
 */
export const SELECT_POLICIES_SQL: readonly string[] = [
  // Whether row-level security filters this role's reads of the table at all: without RLS, or for a
  // role that bypasses it, every row passes.
  `create or replace function realtime_capture.rls_applies(rel regclass, role_name text) returns boolean
  language sql stable
  set search_path = ''
  as $$
    select c.relrowsecurity and not coalesce((select r.rolbypassrls from pg_catalog.pg_roles r
                                               where r.rolname = role_name), false)
    from pg_catalog.pg_class c where c.oid = rel
  $$`,

  // The table's SELECT (and ALL) policies that apply to the role, each with its condition as SQL in
  // parentheses (a policy without one admits nothing, as PostgreSQL reads it).
  `create or replace function realtime_capture.select_policies(rel regclass, role_name text)
  returns table (policy oid, qual text, permissive boolean)
  language sql stable
  set search_path = ''
  as $$
    select p.oid, '(' || coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), 'false') || ')', p.polpermissive
    from pg_catalog.pg_policy p
    where p.polrelid = rel and p.polcmd in ('r', '*')
      and (0::oid = any (p.polroles)
           or exists (select 1 from unnest(p.polroles) r where pg_catalog.pg_has_role(role_name, r, 'member')))
  $$`,

  // What those policies let through, as one condition on the row: any permissive policy and every
  // restrictive one, as PostgreSQL combines them. Null when no permissive policy applies (no row passes).
  `create or replace function realtime_capture.select_condition(rel regclass, role_name text) returns text
  language sql stable
  set search_path = ''
  as $$
    select '(' || string_agg(p.qual, ' or ') filter (where p.permissive) || ')'
           || coalesce(' and ' || string_agg(p.qual, ' and ') filter (where not p.permissive), '')
    from realtime_capture.select_policies(rel, role_name) p
  $$`,

  `revoke all on function realtime_capture.rls_applies(regclass, text) from public`,
  `revoke all on function realtime_capture.select_policies(regclass, text) from public`,
  `revoke all on function realtime_capture.select_condition(regclass, text) from public`,
];
