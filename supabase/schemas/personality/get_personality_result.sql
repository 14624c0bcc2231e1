-- A member's personality result, as the profile page shows it (docs/features.md, Personality
-- assessment): her own always, with when she may retake it; another member's only when that member
-- shares it with her matches and the two are matched now (are_matched: no block, no unmatch). No
-- plan is needed to see either. Anyone else, or a member without a result, gets no row.
-- Tests: server/db/rls/personality-visibility.test.ts.
create or replace function public.get_personality_result(member uuid)
returns table (
  extraversion smallint, agreeableness smallint, conscientiousness smallint, emotional_stability smallint,
  intellect smallint, completed_at timestamptz, retake_at timestamptz, shared_with_matches boolean)
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
    select r.extraversion, r.agreeableness, r.conscientiousness, r.emotional_stability, r.intellect, r.completed_at,
           case when r.member_id = me then private.personality_retake_at(r.completed_at) end,
           r.shared_with_matches
      from public.personality_results r
     where r.member_id = get_personality_result.member
       and (r.member_id = me or (r.shared_with_matches and public.are_matched(me, r.member_id)));
end;
$$;
revoke execute on function public.get_personality_result(uuid) from public, anon;
grant execute on function public.get_personality_result(uuid) to authenticated;
