-- At most 10 screenshots a day into one member's folder of support-screenshots: twice the requests
-- she may send a day (private.abuse_limits 'support_requests'), room for a changed mind, not for
-- filling the disk. Checked after the row is written, so row-level security has refused a foreign
-- folder first; serialised per folder, so two uploads cannot both pass the count. Uploads that no
-- request names are swept after an hour (private.unreferenced_support_screenshots).
create or replace function private.check_support_screenshot_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  folder text := (storage.foldername(new.name))[1];
  uploaded integer;
begin
  if folder is null then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('support-screenshots:' || folder, 0));
  -- A prefix LIKE, so the name index finds the folder's rows; LIKE's wildcards in the folder are escaped.
  select count(*) into uploaded
    from storage.objects o
   where o.bucket_id = 'support-screenshots'
     and o.name like replace(replace(replace(folder, '\', '\\'), '%', '\%'), '_', '\_') || '/%'
     and o.created_at > now() - interval '1 day';
  if uploaded > 10 then
    raise exception 'You have uploaded 10 screenshots today. Please try again tomorrow.'
      using errcode = 'check_violation', constraint = 'support_screenshots_daily_quota';
  end if;
  return null;
end;
$$;
revoke execute on function private.check_support_screenshot_quota() from public, anon, authenticated;
