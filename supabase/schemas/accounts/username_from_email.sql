-- The e-mail's local part as a username, or null when it is unusable or taken.
create or replace function public.username_from_email(email text) returns text
language sql stable
set search_path = ''
as $$
  select candidate
    from (select left(regexp_replace(split_part(email, '@', 1), '[^A-Za-z0-9_]', '', 'g'), 30)) as c (candidate)
   where char_length(candidate) >= 3
     and not exists (select 1 from public.profiles p where lower(p.username) = lower(candidate))
$$;
revoke execute on function public.username_from_email(text) from public, anon, authenticated;
