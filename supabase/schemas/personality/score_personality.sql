-- Scores her finished attempt (docs/features.md, Personality assessment): each factor's items, a
-- minus-keyed answer counted as 6 - answer, summed and scaled from 0 (every item at its low end) to
-- 100 (every item at its high end), as IPIP scores its markers. The result replaces her last one and
-- keeps her choice of sharing; the answers are deleted, as nothing else needs them.
-- Called by answer_personality_item once every item has an answer. Tests: server/db/rls/personality-scoring.test.ts.
create or replace function private.score_personality(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  insert into public.personality_results as r
         (member_id, extraversion, agreeableness, conscientiousness, emotional_stability, intellect, completed_at)
  select member,
         max(s.score) filter (where s.factor = 'extraversion'),
         max(s.score) filter (where s.factor = 'agreeableness'),
         max(s.score) filter (where s.factor = 'conscientiousness'),
         max(s.score) filter (where s.factor = 'emotional_stability'),
         max(s.score) filter (where s.factor = 'intellect'),
         now()
    from (select i.factor,
                 round((sum(case when i.keyed = 1 then a.answer else 6 - a.answer end) - count(*)) * 100.0 / (4 * count(*)))::smallint as score
            from public.personality_answers a
            join public.personality_items i on i.id = a.item_id
           where a.member_id = member
           group by i.factor) s
  on conflict (member_id) do update
     set extraversion = excluded.extraversion, agreeableness = excluded.agreeableness,
         conscientiousness = excluded.conscientiousness, emotional_stability = excluded.emotional_stability,
         intellect = excluded.intellect, completed_at = excluded.completed_at;
  delete from public.personality_answers a where a.member_id = member;
end;
$$;
revoke execute on function private.score_personality(uuid) from public;
