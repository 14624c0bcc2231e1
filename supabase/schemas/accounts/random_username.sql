-- The sign-up's last resort for a username (handle_new_user): user_ plus 5 random letters or digits.
create or replace function public.random_username() returns text
language sql volatile
set search_path = ''
as $$
  select 'user_' || string_agg(
    substr('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 1 + floor(random() * 62)::int, 1),
    '')
  from generate_series(1, 5)
$$;
-- Only the database itself calls it (the sign-up trigger): not part of the API.
revoke execute on function public.random_username() from public, anon, authenticated;
