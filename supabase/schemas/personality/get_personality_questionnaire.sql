-- The questionnaire as she takes it (docs/features.md, Personality assessment): the 50 items in
-- their order, each with her answer in the attempt in progress (null until answered), so the SPA
-- resumes at her first unanswered item. Any member may read the items (they are public domain);
-- answering is the plan's (answer_personality_item). Factors and keys stay in the database.
create or replace function public.get_personality_questionnaire()
returns table (id smallint, text text, answer smallint)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  return query
    select i.id, i.text, a.answer
      from public.personality_items i
      left join public.personality_answers a on a.item_id = i.id and a.member_id = me
     order by i.id;
end;
$$;
revoke execute on function public.get_personality_questionnaire() from public, anon;
grant execute on function public.get_personality_questionnaire() to authenticated;
