-- How an abuse limit refuses (docs/security.md, Abuse limits): HTTP 429 through the API (PT429), the
-- sentence in English, and in `detail` the refusal itself (JSON: its name, its values, and the seconds
-- until it lifts as `retry_after` where known), which the app says in the reader's language
-- (docs/i18n.md) and the `ai` function turns into Retry-After.
create or replace function private.refuse_for_now(refusal jsonb) returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  raise exception '%', private.wait_refusal_sentence(refusal) using errcode = 'PT429', detail = refusal::text;
end;
$$;
revoke execute on function private.refuse_for_now(jsonb) from public;
