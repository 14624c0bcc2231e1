/**
 * Row-level security for all of a role's subscribers in one statement (realtime_capture.claims_check):
 * the table's SELECT policies rewritten to read each subscriber's claims instead of the settings, so
 * no role or setting changes between subscribers. It picks policies with select_policies
 * (select-policies-sql.ts), as policy_probe (visibility-sql.ts) does. Installed with the capture,
 * owner-only like the rest of the schema.
 */
export const CLAIMS_CHECK_SQL: readonly string[] = [
  // The policies for every subscriber of a role at once: one statement, one row per subscriber,
  // no role or setting switched between them, the row read from JSON once. Only for policies that
  // read the caller through auth.uid(), auth.jwt(), auth.role() or auth.email() alone, rewritten to
  // read each subscriber's: any other function, another table or a subquery on this one could read
  // the settings (or rows under their own policies), so those are checked one by one (null).
  // Parameters: $1 the row; $2 the subscribers' subs, $3 their emails, $4 their claims (see below).
  `create or replace function realtime_capture.claims_check(rel regclass, role_name text) returns text
  language plpgsql stable
  set search_path = ''
  as $$
  declare
    impure boolean;
    verdict text;
  begin
    if not realtime_capture.rls_applies(rel, role_name) then return 'select true'; end if;
    verdict := realtime_capture.select_condition(rel, role_name);
    if verdict is null then return 'select false'; end if;
    select bool_or(exists (
             select 1 from pg_catalog.pg_depend d
             where d.classid = 'pg_catalog.pg_policy'::regclass and d.objid = p.policy and d.deptype = 'n'
               and ((d.refclassid = 'pg_catalog.pg_proc'::regclass
                     and d.refobjid not in ('auth.uid()'::regprocedure, 'auth.jwt()'::regprocedure,
                                           'auth.role()'::regprocedure, 'auth.email()'::regprocedure))
                 or (d.refclassid = 'pg_catalog.pg_class'::regclass and (d.refobjid <> rel or d.refobjsubid = 0)))))
      into impure
    from realtime_capture.select_policies(rel, role_name) p;
    if impure or verdict ~* '(current_setting|set_config)' then return null; end if;
    -- (select auth.uid()) first: as a plain expression it needs no subplan per subscriber. The role
    -- is the same for all (subscribers are checked role by role).
    verdict := replace(verdict, '( SELECT auth.uid() AS uid)', '(realtime_subscriber.sub)::uuid');
    verdict := replace(verdict, '( SELECT auth.jwt() AS jwt)', 'realtime_subscriber.claims');
    verdict := replace(verdict, '( SELECT auth.role() AS role)', quote_literal(role_name));
    verdict := replace(verdict, '( SELECT auth.email() AS email)', 'realtime_subscriber.email');
    verdict := replace(verdict, 'auth.uid()', '(realtime_subscriber.sub)::uuid');
    verdict := replace(verdict, 'auth.jwt()', 'realtime_subscriber.claims');
    verdict := replace(verdict, 'auth.role()', quote_literal(role_name));
    verdict := replace(verdict, 'auth.email()', 'realtime_subscriber.email');
    -- Subscribers' subs come as one comma-separated text (uuids; empty for none): passing values
    -- into the database is what costs most, and one string costs least. Emails and claims come only
    -- when the policies read them. The answer is the positions (from 1) of those who may see the row.
    return format(
      'select coalesce(array_agg(realtime_subscriber.ord) filter (where coalesce(%s, false)), ''{}'') '
      'from jsonb_populate_record(null::%s, $1) as %I '
      'cross join unnest(string_to_array($2, '','', ''''), $3::text[], $4::jsonb[]) with ordinality '
      'as realtime_subscriber(sub, email, claims, ord)',
      verdict, rel, (select c.relname from pg_catalog.pg_class c where c.oid = rel));
  end;
  $$`,

  // Runs a claims_check statement under the subscribers' role.
  `create or replace function realtime_capture.check_claim_sets(statement text, role_name text, row_json jsonb,
                                                                subs text, emails text[], claim_sets jsonb[])
  returns bigint[]
  language plpgsql
  as $$
  declare
    result bigint[];
  begin
    perform set_config('role', role_name, true);
    execute statement into result using row_json, subs, emails, claim_sets;
    perform set_config('role', 'none', true);
    return result;
  end;
  $$`,

  `revoke all on function realtime_capture.claims_check(regclass, text) from public`,
  `revoke all on function realtime_capture.check_claim_sets(text, text, jsonb, text, text[], jsonb[]) from public`,
];
