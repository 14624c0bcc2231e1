-- May this member use this feature now? What a plan includes is data in the catalogue
-- (public.plans.entitlements: docs/plans.md, Entitlements); her plan is her subscription's while
-- its period lasts, else Free (private.effective_tier). Every check of a plan's feature asks this,
-- never a tier's name, so changing the catalogue changes the app, the API and the cards together.
create or replace function private.entitled(member uuid, feature text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select feature = any (p.entitlements) from public.plans p where p.tier = private.effective_tier(member)),
    false)
$$;
revoke execute on function private.entitled(uuid, text) from public;
