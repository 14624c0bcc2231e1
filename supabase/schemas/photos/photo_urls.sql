-- profiles.photos mirrors the photos table: the URLs, primary first, then by position. Whatever a
-- client writes into that column is replaced, so the table stays the one source.
create or replace function public.photo_urls(owner_id uuid) returns text[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(p.url order by p.is_primary desc, p.position, p.created_at, p.id), '{}')
    from public.photos p
   where p.user_id = owner_id
$$;
revoke execute on function public.photo_urls(uuid) from public, anon, authenticated;
