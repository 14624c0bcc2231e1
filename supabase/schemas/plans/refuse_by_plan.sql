-- How a plan's limit refuses (docs/plans.md, Limits): HTTP 402 through the API (PT402), the sentence
-- in English, the hint that tells the app to offer an upgrade, and in `detail` the refusal itself
-- (JSON: its name and values), which the app says in the reader's language (docs/i18n.md).
create or replace function private.refuse_by_plan(refusal jsonb) returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  raise exception '%', private.plan_refusal_sentence(refusal)
    using errcode = 'PT402', hint = 'upgrade', detail = refusal::text;
end;
$$;
revoke execute on function private.refuse_by_plan(jsonb) from public;
