-- A member asks the team for help (docs/plans.md, Priority support). Every input is capped before
-- any work; the subject is one line, both texts are trimmed as the app trims them and required; a
-- screenshot must be an object she uploaded to her own folder of support-screenshots. Five requests a
-- day (private.abuse_limits 'support_requests'; PT429 past it, seconds left in its `detail`'s `retry_after`). Whether the
-- request is priority is her plan's (private.entitled 'priority_support') at the moment she sends
-- it, never the client's word. Called by the `support` function with her token, which then e-mails
-- the request to SUPPORT_EMAIL. Tests: server/db/rls/support-requests.test.ts.
create or replace function public.create_support_request(subject text, message text, screenshot_path text default null)
returns public.support_requests
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  clean_subject text;
  clean_message text;
  screenshot text;
  quota integer;
  quota_window interval;
  sent integer;
  oldest timestamptz;
  created public.support_requests;
begin
  perform private.assert_max_length(subject, 120, 'The subject');
  perform private.assert_max_length(message, 5000, 'The message');
  perform private.assert_max_length(screenshot_path, 200, 'The screenshot');
  if me is null then
    raise exception 'Sign in to contact support' using errcode = 'insufficient_privilege';
  end if;

  clean_subject := coalesce(private.trim_like_javascript(subject), '');
  clean_message := coalesce(private.trim_like_javascript(message), '');
  screenshot := nullif(screenshot_path, '');
  if clean_subject = '' then
    raise exception 'Subject is required' using errcode = 'check_violation', constraint = 'support_requests_subject_length';
  end if;
  -- The class of the support_requests_subject_single_line constraint, said in the member's words.
  if clean_subject ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]' then
    raise exception 'Subject cannot contain line breaks or other control characters'
      using errcode = 'check_violation', constraint = 'support_requests_subject_single_line';
  end if;
  if clean_message = '' then
    raise exception 'Message is required' using errcode = 'check_violation', constraint = 'support_requests_message_length';
  end if;
  if screenshot is not null
     and not (private.is_support_screenshot_name(screenshot, me::text)
              and exists (select 1 from storage.objects o where o.bucket_id = 'support-screenshots' and o.name = screenshot)) then
    raise exception 'The screenshot must be an image you uploaded'
      using errcode = 'check_violation', constraint = 'support_requests_screenshot_own_object';
  end if;

  -- Serialised per member, so two requests at once cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('support-requests:' || me::text, 0));
  select l.max_events, l.window_length into quota, quota_window from private.abuse_limits l where l.name = 'support_requests';
  select count(*), min(r.created_at) into sent, oldest
    from (select x.created_at from public.support_requests x
           where x.user_id = me and x.created_at > now() - quota_window
           order by x.created_at desc limit quota) r;
  if sent >= quota then
    perform private.refuse_for_now(jsonb_build_object('refusal', 'support_requests_per_day', 'count', quota,
      'retry_after', ceil(extract(epoch from oldest + quota_window - now()))::int));
  end if;

  begin
    insert into public.support_requests (user_id, subject, message, screenshot_path, priority)
    values (me, clean_subject, clean_message, screenshot, private.entitled(me, 'priority_support'))
    returning * into created;
  exception when unique_violation then
    raise exception 'This screenshot is already attached to another request'
      using errcode = 'check_violation', constraint = 'support_requests_screenshot_own_object';
  end;
  return created;
end;
$$;
revoke execute on function public.create_support_request(text, text, text) from public, anon;
grant execute on function public.create_support_request(text, text, text) to authenticated;
