-- The caller reports a member with a reason and optional details (at most 1,000 characters), and
-- may block her in the same call. Reports go to private.reports, which no member reads; reporting
-- the same member again replaces the open report. A member reported within 30 days by 3 reporters
-- whose reports count (private.abuse_limits 'reports_before_review'; what counts:
-- private.report_not_counted_because) is left out of every feed until reviewed, and can read that
-- she is (get_my_profile_review). A member may report whom she can see, whom she blocked, or who
-- wrote to her (anyone else is PT404); 10 reports a day (private.abuse_limits 'reports'), so nobody
-- hides others by reporting in bulk.
create or replace function public.report_member(member uuid, reason text, details text default null, also_block boolean default false)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  quota integer;
  quota_window interval;
  review_at integer;
  review_window interval;
  recent integer;
  oldest timestamptz;
  address text := private.client_address();
  not_counted text;
begin
  perform private.assert_max_length(reason, 40, 'The reason');
  perform private.assert_max_length(details, 1000, 'The details');
  if me is null then
    raise exception 'Sign in to report a member' using errcode = 'insufficient_privilege';
  end if;
  if member is null or member = me
     or not (private.can_view_profile(member)
             or exists (select 1 from public.blocks k where k.blocker_id = me and k.blocked_id = member)
             or exists (select 1 from public.messages m where m.sender_id = member and m.receiver_id = me)) then
    perform private.refuse('PT404', 'member_not_found');
  end if;

  perform pg_advisory_xact_lock(hashtextextended('reports-quota:' || me::text, 0));
  select l.max_events, l.window_length into quota, quota_window from private.abuse_limits l where l.name = 'reports';
  select count(*), min(r.created_at) into recent, oldest
    from (select x.created_at from private.reports x
           where x.reporter_id = me and x.created_at > now() - quota_window
           order by x.created_at desc limit quota) r;
  if recent >= quota then
    perform private.refuse_for_now(jsonb_build_object('refusal', 'reports_per_day', 'count', quota,
      'retry_after', ceil(extract(epoch from oldest + quota_window - now()))::int));
  end if;

  -- Judged before a block in this call withdraws what she sent; serialised per reported member, so
  -- two reports from one address cannot both see the other missing.
  perform pg_advisory_xact_lock(hashtextextended('reports-of:' || member::text, 0));
  not_counted := private.report_not_counted_because(me, member, address);

  -- The reasons are the table's check (private.reports); the details' length was checked above.
  begin
    insert into private.reports (reporter_id, reported_id, reason, details, reporter_address, counted, not_counted_because)
    values (me, member, reason, nullif(btrim(details), ''), address, not_counted is null, not_counted)
    on conflict (reporter_id, reported_id) where reviewed_at is null
    do update set reason = excluded.reason, details = excluded.details, created_at = now(),
                  reporter_address = excluded.reporter_address, counted = excluded.counted,
                  not_counted_because = excluded.not_counted_because;
  exception when check_violation or not_null_violation then
    raise exception 'Choose a reason for your report' using errcode = 'invalid_parameter_value';
  end;

  select l.max_events, l.window_length into review_at, review_window
    from private.abuse_limits l where l.name = 'reports_before_review';
  -- Open reports are one per reporter (reports_open_pair_idx): counting rows counts reporters.
  select count(*) into recent
    from (select 1 from private.reports x
           where x.reported_id = member and x.reviewed_at is null and x.counted and x.created_at > now() - review_window
           limit review_at) r;
  if recent >= review_at then
    insert into private.members_under_review (member_id) values (member) on conflict do nothing;
  end if;

  if also_block then
    perform private.separate_members(me, member, 'block');
  end if;
end;
$$;
revoke execute on function public.report_member(uuid, text, text, boolean) from public, anon;
grant execute on function public.report_member(uuid, text, text, boolean) to authenticated;
