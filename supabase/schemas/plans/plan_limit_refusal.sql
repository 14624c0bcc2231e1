-- How a plan's limit refuses (docs/plans.md, Limits): HTTP 402 through the API (PT402), the
-- message the app shows as it is, and the hint that tells it to offer an upgrade.
create or replace function private.plan_limit_refusal(message text) returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  raise exception '%', message using errcode = 'PT402', hint = 'upgrade';
end;
$$;
revoke execute on function private.plan_limit_refusal(text) from public;
