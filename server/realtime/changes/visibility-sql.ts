/**
 * Row-level security checks for many subscribers in one statement. Each claims set is tried in turn
 * under its role and request.jwt.claims, as PostgREST sets a request up (and Database.asRole does).
 * These functions switch roles, so only the owner may call them: the schema is closed to the rest.
 */

/** The loop every check shares; `check` sets `visible` for the current claims set. */
const forEachClaimsSet = (check: string) => `
      foreach claims in array claim_sets loop
        -- Switching roles costs the most; subscribers mostly share one.
        if last_role is distinct from claims ->> 'role' then
          last_role := claims ->> 'role';
          perform set_config('role', last_role, true);
        end if;
        perform set_config('request.jwt.claims', claims::text, true),
                set_config('request.jwt.claim.sub', coalesce(claims ->> 'sub', ''), true),
                set_config('request.jwt.claim.role', claims ->> 'role', true);
        begin
          ${check}
        exception when others then
          -- A policy that fails for this caller hides the row from it, and only from it.
          visible := false;
        end;
        result := result || coalesce(visible, false);
      end loop;
      perform set_config('role', 'none', true);
      return result;`;

const LOOP_VARIABLES = `claims jsonb; visible boolean; result boolean[] := '{}'; last_role text;`;

export const VISIBILITY_SQL: readonly string[] = [
  // Writes realtime_capture.visible_<oid>(key, claim_sets) for a table: the lookup by primary key is
  // static SQL, so PostgreSQL plans it once per session and role instead of once per subscriber.
  `create or replace function realtime_capture.install_visibility(rel regclass) returns text
  language plpgsql
  set search_path = ''
  as $$
  declare
    name text := 'visible_' || rel::oid;
    keys text;
    condition text;
  begin
    select string_agg(format('k%s %s := (key ->> %L)::%s;', k.ord, format_type(a.atttypid, a.atttypmod),
                             a.attname, format_type(a.atttypid, a.atttypmod)), ' ' order by k.ord),
           string_agg(format('%I = k%s', a.attname, k.ord), ' and ' order by k.ord)
      into keys, condition
    from pg_catalog.pg_index i
    cross join unnest(i.indkey) with ordinality k(attnum, ord)
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = rel and i.indisprimary;
    if keys is null then raise exception '% has no primary key', rel; end if;
    execute format($f$
      create or replace function realtime_capture.%I(key jsonb, claim_sets jsonb[]) returns boolean[]
      language plpgsql
      as $body$
      declare ${LOOP_VARIABLES} %s
      begin ${forEachClaimsSet('visible := exists (select 1 from %s where %s);')}
      end;
      $body$
    $f$, name, keys, rel, condition);
    execute format('revoke all on function realtime_capture.%I(jsonb, jsonb[]) from public', name);
    return name;
  end;
  $$`,

  // Whether each claims set may select the live row with this key.
  `create or replace function realtime_capture.visible_to(rel regclass, key jsonb, claim_sets jsonb[])
  returns boolean[]
  language plpgsql
  as $$
  declare
    name text := 'visible_' || rel::oid;
    result boolean[];
  begin
    if to_regproc('realtime_capture.' || quote_ident(name)) is null then
      perform realtime_capture.install_visibility(rel);
    end if;
    execute format('select realtime_capture.%I($1, $2)', name) into result using key, claim_sets;
    return result;
  end;
  $$`,

  // Whether each claims set passes a probe given as SQL text (with the row as $1): for deleted rows.
  `create or replace function realtime_capture.probe_visible(probe text, row_json jsonb, claim_sets jsonb[])
  returns boolean[]
  language plpgsql
  as $$
  declare ${LOOP_VARIABLES}
  begin ${forEachClaimsSet('execute probe into visible using row_json;')}
  end;
  $$`,

  // The probe for a row that is gone: the table's SELECT policies for the role (select-policies-sql.ts),
  // evaluated on the old row rebuilt from JSON, as row-level security would have evaluated them on the
  // row itself. Without RLS, or for a role that bypasses it, every row passes; without a policy, none does.
  `create or replace function realtime_capture.policy_probe(rel regclass, role_name text) returns text
  language sql stable
  set search_path = ''
  as $$
    select case
             when not realtime_capture.rls_applies(rel, role_name) then 'select true'
             when condition is null then 'select false'
             else format('select exists (select 1 from jsonb_populate_record(null::%s, $1) as %I where %s)',
                         rel, c.relname, condition)
           end
    from pg_catalog.pg_class c, realtime_capture.select_condition(rel, role_name) condition
    where c.oid = rel
  $$`,

  `revoke all on function realtime_capture.install_visibility(regclass) from public`,
  `revoke all on function realtime_capture.visible_to(regclass, jsonb, jsonb[]) from public`,
  `revoke all on function realtime_capture.probe_visible(text, jsonb, jsonb[]) from public`,
  `revoke all on function realtime_capture.policy_probe(regclass, text) from public`,
];
