-- The caller's photos in a new order: photo_ids lists each of them exactly once, and the photo at
-- index i gets position i. SECURITY INVOKER: row-level security lets the caller move only their own.
create or replace function public.reorder_photos(photo_ids uuid[]) returns void
language plpgsql security invoker
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to reorder photos' using errcode = 'insufficient_privilege';
  end if;
  -- The same lock as an upload, so no photo arrives between the check and the update.
  perform pg_advisory_xact_lock(hashtextextended('photos:' || me::text, 0));
  if photo_ids is null
     or cardinality(photo_ids) <> (select count(distinct id) from unnest(photo_ids) as ids(id))
     or array(select id from unnest(photo_ids) as ids(id) where id is not null order by id)
        is distinct from array(select p.id from public.photos p where p.user_id = me order by p.id) then
    raise exception 'photo_ids must list each of your photos exactly once'
      using errcode = 'invalid_parameter_value',
            hint = 'Send the ids of all your photos, in the new order, each once.';
  end if;
  update public.photos p
     set position = ordered.n - 1
    from unnest(photo_ids) with ordinality as ordered(id, n)
   where p.id = ordered.id and p.user_id = me;
end;
$$;
revoke execute on function public.reorder_photos(uuid[]) from public, anon;
grant execute on function public.reorder_photos(uuid[]) to authenticated;
