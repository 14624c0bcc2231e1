-- Plan names as an English refusal says them: 'Premium and Elite', 'Basic, Premium and Elite'; no
-- plan at all is 'a higher plan'. The SPA says them in the reader's language (Intl.ListFormat).
create or replace function private.english_list(names text[]) returns text
language sql immutable
set search_path = ''
as $$
  select case when coalesce(cardinality(names), 0) = 0 then 'a higher plan'
              when cardinality(names) = 1 then names[1]
              else array_to_string(names[1:cardinality(names) - 1], ', ') || ' and ' || names[cardinality(names)] end
$$;
revoke execute on function private.english_list(text[]) from public;
