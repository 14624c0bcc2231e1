-- Runs before the row is written, so the unique index never sees two primaries. SECURITY DEFINER
-- because it updates the user's other rows whatever the caller's policies.
create or replace function public.clear_other_primary_photos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.photos
     set is_primary = false
   where user_id = new.user_id and id <> new.id and is_primary;
  return new;
end;
$$;
