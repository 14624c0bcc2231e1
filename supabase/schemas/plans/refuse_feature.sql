-- A feature her plan does not give (an entitlement's key, or 'boost'): the refusal names the plans
-- that do, from the catalogue.
create or replace function private.refuse_feature(feature text) returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  perform private.refuse_by_plan(jsonb_build_object(
    'refusal', 'feature', 'feature', feature, 'plans', to_jsonb(private.plan_names_giving(feature))));
end;
$$;
revoke execute on function private.refuse_feature(text) from public;
