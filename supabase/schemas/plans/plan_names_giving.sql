-- The names of the plans that give a feature, in the catalogue's order: an entitlement's key, or
-- 'boost' for the plans with boosts (boost_every). Read from the catalogue, so a refusal never names a
-- plan that does not give what it refuses.
create or replace function private.plan_names_giving(feature text) returns text[]
language sql stable
set search_path = ''
as $$
  select coalesce(array_agg(p.name order by p.position), '{}')
    from public.plans p
   where case when feature = 'boost' then p.boost_every is not null else feature = any (p.entitlements) end
$$;
revoke execute on function private.plan_names_giving(text) from public;
