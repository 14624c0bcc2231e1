-- The names of the plans that include a feature, as a refusal says them: 'Premium and Elite',
-- 'Basic, Premium and Elite', in the catalogue's order. Read from the catalogue, so a refusal never
-- names a plan that does not give what it refuses.
create or replace function private.plans_including(feature text) returns text
language sql stable
set search_path = ''
as $$
  select case when cardinality(n.names) < 2 then n.names[1]
              else array_to_string(n.names[1:cardinality(n.names) - 1], ', ') || ' and ' || n.names[cardinality(n.names)] end
    from (select array_agg(p.name order by p.position) as names from public.plans p where feature = any (p.entitlements)) n
$$;
revoke execute on function private.plans_including(text) from public;
