-- Settings → Security: how many of the member's recovery codes are still unused (aal2, like reading
-- anything about them).
create or replace function public.count_recovery_codes() returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to see your recovery codes' using errcode = 'insufficient_privilege';
  end if;
  perform private.assert_aal_satisfied();
  return (select count(*) from private.mfa_recovery_codes c where c.user_id = me and c.used_at is null);
end;
$$;
revoke execute on function public.count_recovery_codes() from public, anon;
grant execute on function public.count_recovery_codes() to authenticated;
