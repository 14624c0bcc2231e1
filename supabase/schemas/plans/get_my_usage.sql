-- What the caller used of her plan's limits in the last 24 hours, for Settings (docs/plans.md):
-- interests, messages and AI answers sent, other members' profiles opened (each once a day), and
-- photos kept, each next to the plan's number (null: unlimited). Each count reads at most 1,000 of
-- her newest rows, so it costs the same for anyone.
-- Interests are what she spent (private.usage_ledger): a block or a withdrawal takes the interest, not
-- the count; a connection request is one of them. Messages leave out a like's or a request's message
-- carried into the thread (private.carried_messages): it was counted as that interest.
create or replace function public.get_my_usage()
returns table (interests integer, interests_limit integer, messages integer, messages_limit integer,
               ai_answers integer, ai_answers_limit integer, photos integer, photos_limit integer,
               profile_views integer, profile_views_limit integer)
language sql stable security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as id),
       plan as (select p.* from public.plans p, me where p.tier = private.effective_tier(me.id))
  select
    (select count(*)::integer from (select 1 from private.usage_ledger u, me
       where u.member_id = me.id and u.kind = 'interest' and u.at > now() - interval '1 day' order by u.at desc limit 1000) r),
    (select plan.interests_per_day from plan),
    (select count(*)::integer from (select 1 from public.messages m, me
       where m.sender_id = me.id and m.created_at > now() - interval '1 day'
         and not exists (select 1 from private.carried_messages c where c.message_id = m.id)
       order by m.created_at desc limit 1000) r),
    (select plan.messages_per_day from plan),
    (select count(*)::integer from (select 1 from private.ai_calls c, me
       where c.user_id = me.id and c.started_at > now() - interval '1 day' order by c.started_at desc limit 1000) r),
    (select plan.ai_answers_per_day from plan),
    (select count(*)::integer from public.photos ph, me where ph.user_id = me.id),
    (select plan.max_photos from plan),
    (select count(*)::integer from (select 1 from private.usage_ledger u, me
       where u.member_id = me.id and u.kind = 'profile_open' and u.at > now() - interval '1 day' order by u.at desc limit 1000) r),
    (select plan.profile_views_per_day from plan)
  from me
  where me.id is not null
$$;
revoke execute on function public.get_my_usage() from public, anon;
grant execute on function public.get_my_usage() to authenticated;
