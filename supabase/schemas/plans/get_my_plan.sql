-- The caller's plan as Settings shows it: the catalogue's tier and name, and while a subscription
-- is current its period, whether it ends there, and a free trial's end. One row; Free with no
-- period for everyone else. With it what her plan includes (its entitlements), which the SPA reads
-- once to show or lock controls; the database enforces them on its own (private.entitled).
create or replace function public.get_my_plan()
returns table (tier text, name text, current_period_start timestamptz, current_period_end timestamptz,
               cancel_at_period_end boolean, trial_end timestamptz, entitlements text[])
language sql stable security definer
set search_path = ''
as $$
  select p.tier, p.name, s.current_period_start, s.current_period_end, coalesce(s.cancel_at_period_end, false), s.trial_end,
         p.entitlements
    from public.plans p
    left join public.subscriptions s
      on s.user_id = (select auth.uid()) and s.tier = p.tier and s.current_period_end > now()
   where (select auth.uid()) is not null
     and p.tier = private.effective_tier((select auth.uid()))
$$;
revoke execute on function public.get_my_plan() from public, anon;
grant execute on function public.get_my_plan() to authenticated;
