-- Deleting the primary photo promotes the one shown next.
create or replace function public.promote_next_primary_photo() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.photos
     set is_primary = true
   where id = (select p.id from public.photos p where p.user_id = old.user_id
                order by p.position, p.created_at, p.id limit 1)
     and not exists (select 1 from public.photos p where p.user_id = old.user_id and p.is_primary);
  return null;
end;
$$;
