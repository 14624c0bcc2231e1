-- {uid}/{at least 20 letters, digits, - or _}.{image extension}: a random name (a UUID is 36), so
-- a folder nobody can list keeps its photos unfindable.
-- The owner's folder is compared as text, never spliced into a regex (where a caller's "owner" was
-- both a pattern of its own and, 15,000 characters long, a stack overflow inside PGlite). Storage
-- policies run it as the uploading member, who may not call private.assert_max_length: the caps are
-- written out here.
create or replace function private.is_profile_photo_name(name text, owner text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
begin
  if char_length(name) > 200 or char_length(owner) > 64 then
    raise exception 'Photo name is too long: at most 200 characters' using errcode = 'string_data_right_truncation';
  end if;
  return left(name, char_length(owner) + 1) = owner || '/'
     and substr(name, char_length(owner) + 2) ~ '^[A-Za-z0-9_-]{20,100}\.(jpg|jpeg|png|webp|gif|avif)$';
end;
$$;
-- Storage policies run it as the uploading member.
revoke execute on function private.is_profile_photo_name(text, text) from public;
grant execute on function private.is_profile_photo_name(text, text) to authenticated, service_role;
