-- People Interested in You: the caller's pending interests received (not passed on, from senders she
-- may see), newest first, a page at a time (at most 50; the next page starts before the last row's
-- time and id), each with the sender's card as public_profiles shows it to her. Only for a plan
-- including 'see_who_liked_you'; others are refused with 402 naming the plans that include it, and
-- have count_received_interests(). SECURITY DEFINER like the count; the caller is auth.uid() in every
-- condition. docs/plans.md (See who liked you); tests: server/db/rls/see-who-liked-you.test.ts.
create or replace function public.get_received_interests(
  before_at timestamptz default null, before_id uuid default null, page_size integer default 50)
returns table (
  id uuid, sender_id uuid, message text, created_at timestamptz,
  username text, first_name text, age integer, primary_photo_url text)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to see who likes you' using errcode = 'insufficient_privilege';
  end if;
  if not private.entitled(me, 'see_who_liked_you') then
    perform private.refuse_feature('see_who_liked_you');
  end if;
  return query
  select i.id, i.sender_id, i.message, i.created_at, pub.username, pub.first_name, pub.age, pub.photos[1]
    from public.interests i
    join public.public_profiles pub on pub.id = i.sender_id
   where i.receiver_id = me
     and i.status = 'pending'
     and not exists (select 1 from public.interest_passes p where p.interest_id = i.id)
     and (before_at is null or (i.created_at, i.id) < (before_at, coalesce(before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff')))
   order by i.created_at desc, i.id desc
   limit least(greatest(coalesce(page_size, 50), 1), 50);
end;
$$;
revoke execute on function public.get_received_interests(timestamptz, uuid, integer) from public, anon;
grant execute on function public.get_received_interests(timestamptz, uuid, integer) to authenticated;
