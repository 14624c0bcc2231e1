-- Up to max_results (at most 20) places whose name starts with the query, biggest first.
-- A prefix search whose cost does not grow with the query: at most 100 characters, and a range on
-- the text_pattern_ops index (places_search_key_idx) instead of a LIKE, which the planner can only
-- turn into an index range for a constant pattern. U+10FFFF sorts after every character.
-- VOLATILE because it counts (60 a minute): PostgREST runs stable functions in a read-only transaction.
create or replace function public.search_places(query text, max_results integer default 8)
returns table (id integer, label text)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  key text;
begin
  perform private.assert_max_length(query, 100, 'Place search');
  perform private.take_rate_limit('search_places', (select auth.uid())::text, 60, interval '1 minute');
  key := public.place_search_key(btrim(query));
  if coalesce(key, '') = '' then
    return;
  end if;
  return query
    select p.id, p.label
      from public.places p
     where p.search_key operator(pg_catalog.~>=~) key
       and p.search_key operator(pg_catalog.~<~) (key || chr(1114111))
     order by p.population desc, p.id
     limit least(greatest(coalesce(max_results, 8), 1), 20);
end;
$$;
revoke execute on function public.search_places(text, integer) from public, anon;
grant execute on function public.search_places(text, integer) to authenticated;
