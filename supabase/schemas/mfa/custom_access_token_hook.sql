-- GoTrue's Customize Access Token hook (pg-functions://postgres/public/custom_access_token_hook;
-- docs/deployment.md, Two-step sign-in and Passkeys). GoTrue derives a token's aal from the session's
-- amr, where only its own factors count; a session raised by a recovery code, or opened with a
-- passkey, is aal2 by private.session_aal (the rule the embedded server reads too), and this makes
-- the token say so. It only raises, never lowers, and changes nothing else. Runs for every token
-- GoTrue issues: two primary-key reads.
create or replace function public.custom_access_token_hook(event jsonb) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  claims jsonb := event -> 'claims';
  session_text text := claims ->> 'session_id';
begin
  if claims ->> 'aal' = 'aal1' and session_text ~ '^[0-9a-f-]{36}$' and exists (
       select 1 from auth.sessions s
        where s.id = session_text::uuid and s.user_id::text = event ->> 'user_id')
     and private.session_aal(session_text::uuid) = 'aal2' then
    claims := jsonb_set(claims, '{aal}', '"aal2"');
  end if;
  return jsonb_build_object('claims', claims);
end;
$$;
revoke execute on function public.custom_access_token_hook(jsonb) from public, anon, authenticated;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
