-- The names of the plans that boost ('Premium and Elite'), from the catalogue's boost_every, as
-- start_boost's refusal says them: a plan that gains or loses boosts changes the sentence too.
create or replace function private.plans_with_boosts() returns text
language sql stable
set search_path = ''
as $$
  select case when cardinality(n.names) < 2 then n.names[1]
              else array_to_string(n.names[1:cardinality(n.names) - 1], ', ') || ' and ' || n.names[cardinality(n.names)] end
    from (select array_agg(p.name order by p.position) as names from public.plans p where p.boost_every is not null) n
$$;
revoke execute on function private.plans_with_boosts() from public;
