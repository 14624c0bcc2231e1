-- She answers one item (docs/features.md, Personality assessment): 1 (very inaccurate) to 5 (very
-- accurate); answering an item again changes her answer. Only for members whose plan includes
-- 'personality_assessment' (402 PT402, hint 'upgrade', naming the plans), and not before 30 days
-- after her last result (PT409). The last unanswered item scores the attempt (score_personality).
-- Answers how many items she has answered and whether the attempt was scored.
-- Tests: server/db/rls/personality.test.ts, personality-scoring.test.ts.
create or replace function public.answer_personality_item(item smallint, answer smallint)
returns table (answered integer, completed boolean)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
  last_result timestamptz;
  done integer;
begin
  if me is null or not exists (select 1 from public.profiles p where p.id = me) then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  if answer_personality_item.item is null or answer_personality_item.answer is null
     or answer_personality_item.answer not between 1 and 5
     or not exists (select 1 from public.personality_items i where i.id = answer_personality_item.item) then
    raise exception 'Choose one of the five answers for an item of the assessment.' using errcode = '22023';
  end if;
  if not private.entitled(me, 'personality_assessment') then
    perform private.refuse_feature('personality_assessment');
  end if;
  select r.completed_at into last_result from public.personality_results r where r.member_id = me;
  if last_result is not null and now() < private.personality_retake_at(last_result) then
    perform private.refuse('PT409', 'retake_too_soon');
  end if;
  insert into public.personality_answers as a (member_id, item_id, answer)
  values (me, answer_personality_item.item, answer_personality_item.answer)
  on conflict (member_id, item_id) do update set answer = excluded.answer, answered_at = now();
  select count(*) into done from public.personality_answers a where a.member_id = me;
  if done >= (select count(*) from public.personality_items) then
    perform private.score_personality(me);
    return query select done, true;
  else
    return query select done, false;
  end if;
end;
$$;
revoke execute on function public.answer_personality_item(smallint, smallint) from public, anon;
grant execute on function public.answer_personality_item(smallint, smallint) to authenticated;
