-- Screenshots no support request names, last written before `written_before`: an upload whose
-- request was refused or never sent, or one left by a deleted account (its requests went with it).
-- The server deletes them with their files, as it does abandoned photo uploads.
create or replace function private.unreferenced_support_screenshots(written_before timestamptz, max_objects integer)
returns setof text
language sql stable security definer
set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'support-screenshots'
     and coalesce(o.updated_at, o.created_at) < written_before
     and not exists (select 1 from public.support_requests r where r.screenshot_path = o.name)
   order by coalesce(o.updated_at, o.created_at)
   limit max_objects
$$;
revoke execute on function private.unreferenced_support_screenshots(timestamp with time zone, integer) from public;
