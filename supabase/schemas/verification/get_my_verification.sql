-- Where the caller stands (Settings → Profile, Verification): 'none', 'pending', 'verified',
-- 'declined' (her latest request was, with its note), or 'suspended' (she was verified, then changed
-- her main photo: a new selfie against the new photo brings the badge back). One row.
create or replace function public.get_my_verification()
returns table (status text, note text, requested_at timestamptz, decided_at timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me constant uuid := (select auth.uid());
  main_photo text;
  latest public.photo_verifications;
begin
  if me is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  select p.photos[1] into main_photo from public.profiles p where p.id = me;
  select * into latest from public.photo_verifications v where v.member_id = me order by v.created_at desc, v.id desc limit 1;
  return query select
    case when latest.id is null then 'none'
         when latest.status = 'pending' then 'pending'
         when private.is_verified(me, main_photo) then 'verified'
         when latest.status = 'approved' then 'suspended'
         else 'declined' end,
    case when latest.status = 'declined' then latest.note end,
    latest.created_at, latest.decided_at;
end;
$$;
revoke execute on function public.get_my_verification() from public, anon;
grant execute on function public.get_my_verification() to authenticated;
