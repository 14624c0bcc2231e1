-- The operator's queue (`npm run verify:review`, docs/features.md): pending requests, oldest first,
-- with the member's username, the main photo to compare and the selfie's name in the private bucket.
-- Service role only.
create or replace function public.get_pending_photo_verifications(max_rows integer default 50)
returns table (id bigint, member_id uuid, username text, pose text, photo_url text, selfie_path text, created_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select v.id, v.member_id, p.username, v.pose, v.photo_url, v.selfie_path, v.created_at
    from public.photo_verifications v
    join public.profiles p on p.id = v.member_id
   where v.status = 'pending'
   order by v.created_at, v.id
   limit least(greatest(coalesce(max_rows, 50), 1), 200)
$$;
revoke execute on function public.get_pending_photo_verifications(integer) from public, anon, authenticated;
grant execute on function public.get_pending_photo_verifications(integer) to service_role;
