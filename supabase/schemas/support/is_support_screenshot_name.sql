-- {uid}/{at least 20 letters, digits, - or _}.{png|jpg|jpeg|webp|gif}: a screenshot directly in the
-- sender's own folder of support-screenshots, under a random name (the SPA uses a UUID). The owner is
-- compared as text, never spliced into a regex, and both are capped first, as
-- private.is_profile_photo_name does: storage policies run it as the uploading member, who may not
-- call private.assert_max_length.
create or replace function private.is_support_screenshot_name(name text, owner text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
begin
  if char_length(name) > 200 or char_length(owner) > 64 then
    raise exception 'Screenshot name is too long: at most 200 characters' using errcode = 'string_data_right_truncation';
  end if;
  return left(name, char_length(owner) + 1) = owner || '/'
     and substr(name, char_length(owner) + 2) ~ '^[A-Za-z0-9_-]{20,100}\.(png|jpg|jpeg|webp|gif)$';
end;
$$;
-- Storage policies run it as the uploading member; create_support_request as its owner.
revoke execute on function private.is_support_screenshot_name(text, text) from public;
grant execute on function private.is_support_screenshot_name(text, text) to authenticated, service_role;
