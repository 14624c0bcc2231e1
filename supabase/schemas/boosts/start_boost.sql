-- Starts the caller's boost: 30 minutes first in the discovery feeds that show her (docs/plans.md,
-- Boosts). No inputs. Her plan's boost_every (the catalogue, never a tier name) says how often: a
-- plan without one refuses with PT402 and the 'upgrade' hint; one started within the last
-- boost_every refuses with the date of the next. Race-free: a lock per member makes two clicks at
-- once one boost (the second waits, then sees the first's row; server/db/rls/boosts.test.ts). The
-- rate limit is the rule itself: at most one row per member per boost_every (at least a day).
create or replace function public.start_boost()
returns table (active_until timestamptz, boosts_left integer, next_boost_at timestamptz)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  state record;
begin
  if me is null then
    raise exception 'Sign in to boost your profile' using errcode = 'insufficient_privilege';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('public.start_boost:' || me::text, 0));
  if (select pl.boost_every from public.plans pl where pl.tier = private.effective_tier(me)) is null then
    perform private.refuse_feature('boost');
  end if;
  select * into state from private.boost_state(me);
  if state.boosts_left < 1 then
    perform private.refuse_for_now(jsonb_build_object('refusal', 'next_boost',
      'date', to_char(state.next_boost_at at time zone 'UTC', 'YYYY-MM-DD'), 'retry_after', ceil(extract(epoch from state.next_boost_at - now()))::int));
  end if;
  insert into public.boosts (user_id, started_at, ends_at) values (me, now(), now() + interval '30 minutes');
  return query select * from private.boost_state(me);
end;
$$;
revoke execute on function public.start_boost() from public, anon;
grant execute on function public.start_boost() to authenticated;
