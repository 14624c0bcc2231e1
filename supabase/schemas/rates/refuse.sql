-- Refuses with a sentence written for the member (private.refusal_sentence), the API's status in
-- `errcode` (PT404, PT409…), and the refusal's name in `detail` as JSON, which the app says in the
-- reader's language (docs/i18n.md, the database's sentences).
create or replace function private.refuse(errcode text, refusal text) returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  raise exception '%', private.refusal_sentence(refusal)
    using errcode = refuse.errcode, detail = jsonb_build_object('refusal', refusal)::text;
end;
$$;
revoke execute on function private.refuse(text, text) from public;
