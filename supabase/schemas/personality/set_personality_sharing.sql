-- She chooses whether her matches may see her result (and whether the AI may use it beside another
-- member's shared one). No plan is needed: a member whose plan ended can still hide it. Without a
-- result there is nothing to share (PT404). Answers her choice.
create or replace function public.set_personality_sharing(shared boolean)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me constant uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  if shared is null then
    raise exception 'Say whether to share the result.' using errcode = '22023';
  end if;
  update public.personality_results r set shared_with_matches = shared where r.member_id = me;
  if not found then
    perform private.refuse('PT404', 'assessment_first');
  end if;
  return shared;
end;
$$;
revoke execute on function public.set_personality_sharing(boolean) from public, anon;
grant execute on function public.set_personality_sharing(boolean) to authenticated;
