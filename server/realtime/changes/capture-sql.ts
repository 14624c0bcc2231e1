import { CLAIMS_CHECK_SQL } from './claims-check-sql';
import { SELECT_POLICIES_SQL } from './select-policies-sql';
import { VISIBILITY_SQL } from './visibility-sql';

/**
 * Change capture for the embedded realtime server, installed by it at every start (all statements
 * are idempotent). Hosted Supabase streams the WAL instead, which is why none of this is in
 * supabase/migrations. The schema is closed to the API roles: its visibility checks switch roles.
 */
export const CAPTURE_CHANNEL = 'realtime_capture';

// NOTIFY refuses payloads of 8000 bytes or more.
const MAX_NOTIFY_BYTES = 7900;

export const CAPTURE_SQL: readonly string[] = [
  `create schema if not exists realtime_capture`,
  `revoke all on schema realtime_capture from public`,
  ...SELECT_POLICIES_SQL,
  ...VISIBILITY_SQL,
  ...CLAIMS_CHECK_SQL,

  // One NOTIFY per changed row; PostgreSQL delivers it only when (and if) the transaction commits.
  // The trigger's arguments name the primary key columns, sent alone when the row is too large.
  `create or replace function realtime_capture.notify_change() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  declare
    head jsonb := jsonb_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op);
    change jsonb := head;
    payload text;
  begin
    if tg_op <> 'DELETE' then change := change || jsonb_build_object('record', to_jsonb(new)); end if;
    if tg_op <> 'INSERT' then change := change || jsonb_build_object('old', to_jsonb(old)); end if;
    payload := change::text;
    if octet_length(payload) > ${MAX_NOTIFY_BYTES} then
      payload := (head || jsonb_build_object(
        'key', (select jsonb_object_agg(k, to_jsonb(case when tg_op = 'DELETE' then old else new end) -> k)
                from unnest(tg_argv) k),
        'old_key', case when tg_op <> 'INSERT'
                   then (select jsonb_object_agg(k, to_jsonb(old) -> k) from unnest(tg_argv) k) end
      ))::text;
    end if;
    perform pg_notify('${CAPTURE_CHANNEL}', payload);
    return null;
  end;
  $$`,

  // Puts the capture trigger (and the visibility check) on every table of publication
  // supabase_realtime that has a primary key, and takes it off tables that left the publication.
  `create or replace function realtime_capture.sync_triggers() returns void
  language plpgsql
  set search_path = ''
  as $$
  declare
    t record;
  begin
    for t in
      select tr.tgrelid::regclass as rel from pg_catalog.pg_trigger tr
      where tr.tgname = 'realtime_capture'
        and not exists (select 1 from pg_catalog.pg_publication_rel pr
                        join pg_catalog.pg_publication p on p.oid = pr.prpubid
                        where p.pubname = 'supabase_realtime' and pr.prrelid = tr.tgrelid)
    loop
      execute format('drop trigger realtime_capture on %s', t.rel);
    end loop;
    for t in
      select format('%I.%I', pt.schemaname, pt.tablename) as rel,
             (select string_agg(quote_literal(a.attname), ', ' order by k.ord)
              from pg_catalog.pg_index i
              cross join unnest(i.indkey) with ordinality k(attnum, ord)
              join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
              where i.indrelid = format('%I.%I', pt.schemaname, pt.tablename)::regclass and i.indisprimary) as keys
      from pg_catalog.pg_publication_tables pt
      where pt.pubname = 'supabase_realtime'
    loop
      continue when t.keys is null;
      execute format(
        'create or replace trigger realtime_capture after insert or update or delete on %s '
        'for each row execute function realtime_capture.notify_change(%s)', t.rel, t.keys);
      perform realtime_capture.install_visibility(t.rel::regclass);
    end loop;
  end;
  $$`,

  `revoke all on function realtime_capture.sync_triggers() from public`,
  `select realtime_capture.sync_triggers()`,
];
