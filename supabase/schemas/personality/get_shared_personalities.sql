-- The results the AI function may put in a prompt (docs/ai.md, Personality results): only when the
-- caller shares hers, her own and those of the given members who share theirs and whose profile she
-- may see (can_view_profile: no block). Both must have chosen to share, so neither's result is used
-- to judge the other without that choice. At most 50 members a call (the matchmaker reads 12).
-- Tests: server/db/rls/personality-visibility.test.ts.
create or replace function public.get_shared_personalities(members uuid[])
returns table (
  member_id uuid, extraversion smallint, agreeableness smallint, conscientiousness smallint,
  emotional_stability smallint, intellect smallint)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  if members is null or cardinality(members) > 50 then
    raise exception 'Ask for at most 50 members.' using errcode = '22023';
  end if;
  return query
    select r.member_id, r.extraversion, r.agreeableness, r.conscientiousness, r.emotional_stability, r.intellect
      from public.personality_results r
     where r.shared_with_matches
       and exists (select 1 from public.personality_results own where own.member_id = me and own.shared_with_matches)
       and (r.member_id = me or (r.member_id = any (members) and private.can_view_profile(r.member_id)));
end;
$$;
revoke execute on function public.get_shared_personalities(uuid[]) from public, anon;
grant execute on function public.get_shared_personalities(uuid[]) to authenticated;
