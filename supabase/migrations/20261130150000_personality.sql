-- The personality assessment (docs/features.md, Personality assessment): the 50 items of the IPIP
-- Big-Five factor markers (Goldberg 1992, International Personality Item Pool, ipip.ori.org; public
-- domain), her answers while she takes it, and her scored result. Taking it is the plan entitlement
-- 'personality_assessment'; seeing her own result, and a match's shared one, needs no plan. Members
-- reach these tables only through the functions of supabase/schemas/personality, which hold every
-- rule (who may take it, the 30 days between attempts, the scoring, who may see a result).
-- Tests: server/db/rls/personality*.test.ts.
create table public.personality_items (
  id smallint primary key constraint personality_items_id_check check (id between 1 and 50),
  text text not null,
  -- IPIP's five factors; 'emotional_stability' is the markers' factor IV (the opposite pole of
  -- neuroticism), 'intellect' their factor V (intellect/imagination).
  factor text not null constraint personality_items_factor_check
    check (factor in ('extraversion', 'agreeableness', 'conscientiousness', 'emotional_stability', 'intellect')),
  -- +1: agreeing raises the factor's score; -1: agreeing lowers it (scored 6 - answer).
  keyed smallint not null constraint personality_items_keyed_check check (keyed in (-1, 1))
);
alter table public.personality_items enable row level security;
revoke all on public.personality_items from anon, authenticated;
grant all on public.personality_items to service_role;

insert into public.personality_items (id, text, factor, keyed) values
  (1, 'Am the life of the party.', 'extraversion', 1),
  (2, 'Feel little concern for others.', 'agreeableness', -1),
  (3, 'Am always prepared.', 'conscientiousness', 1),
  (4, 'Get stressed out easily.', 'emotional_stability', -1),
  (5, 'Have a rich vocabulary.', 'intellect', 1),
  (6, 'Don''t talk a lot.', 'extraversion', -1),
  (7, 'Am interested in people.', 'agreeableness', 1),
  (8, 'Leave my belongings around.', 'conscientiousness', -1),
  (9, 'Am relaxed most of the time.', 'emotional_stability', 1),
  (10, 'Have difficulty understanding abstract ideas.', 'intellect', -1),
  (11, 'Feel comfortable around people.', 'extraversion', 1),
  (12, 'Insult people.', 'agreeableness', -1),
  (13, 'Pay attention to details.', 'conscientiousness', 1),
  (14, 'Worry about things.', 'emotional_stability', -1),
  (15, 'Have a vivid imagination.', 'intellect', 1),
  (16, 'Keep in the background.', 'extraversion', -1),
  (17, 'Sympathize with others'' feelings.', 'agreeableness', 1),
  (18, 'Make a mess of things.', 'conscientiousness', -1),
  (19, 'Seldom feel blue.', 'emotional_stability', 1),
  (20, 'Am not interested in abstract ideas.', 'intellect', -1),
  (21, 'Start conversations.', 'extraversion', 1),
  (22, 'Am not interested in other people''s problems.', 'agreeableness', -1),
  (23, 'Get chores done right away.', 'conscientiousness', 1),
  (24, 'Am easily disturbed.', 'emotional_stability', -1),
  (25, 'Have excellent ideas.', 'intellect', 1),
  (26, 'Have little to say.', 'extraversion', -1),
  (27, 'Have a soft heart.', 'agreeableness', 1),
  (28, 'Often forget to put things back in their proper place.', 'conscientiousness', -1),
  (29, 'Get upset easily.', 'emotional_stability', -1),
  (30, 'Do not have a good imagination.', 'intellect', -1),
  (31, 'Talk to a lot of different people at parties.', 'extraversion', 1),
  (32, 'Am not really interested in others.', 'agreeableness', -1),
  (33, 'Like order.', 'conscientiousness', 1),
  (34, 'Change my mood a lot.', 'emotional_stability', -1),
  (35, 'Am quick to understand things.', 'intellect', 1),
  (36, 'Don''t like to draw attention to myself.', 'extraversion', -1),
  (37, 'Take time out for others.', 'agreeableness', 1),
  (38, 'Shirk my duties.', 'conscientiousness', -1),
  (39, 'Have frequent mood swings.', 'emotional_stability', -1),
  (40, 'Use difficult words.', 'intellect', 1),
  (41, 'Don''t mind being the center of attention.', 'extraversion', 1),
  (42, 'Feel others'' emotions.', 'agreeableness', 1),
  (43, 'Follow a schedule.', 'conscientiousness', 1),
  (44, 'Get irritated easily.', 'emotional_stability', -1),
  (45, 'Spend time reflecting on things.', 'intellect', 1),
  (46, 'Am quiet around strangers.', 'extraversion', -1),
  (47, 'Make people feel at ease.', 'agreeableness', 1),
  (48, 'Am exacting in my work.', 'conscientiousness', 1),
  (49, 'Often feel blue.', 'emotional_stability', -1),
  (50, 'Am full of ideas.', 'intellect', 1);

-- Her answers to the attempt in progress (1 = very inaccurate … 5 = very accurate): kept so she
-- resumes where she stopped, deleted once the attempt is scored.
create table public.personality_answers (
  member_id uuid not null references public.profiles (id) on delete cascade,
  item_id smallint not null references public.personality_items (id),
  answer smallint not null constraint personality_answers_answer_check check (answer between 1 and 5),
  answered_at timestamptz not null default now(),
  primary key (member_id, item_id)
);
alter table public.personality_answers enable row level security;
revoke all on public.personality_answers from anon, authenticated;
grant all on public.personality_answers to service_role;

-- Her latest result: each factor from 0 (every item at its low end) to 100 (at its high end), and
-- whether her matches may see it (and the AI may use it beside another member's shared result).
create table public.personality_results (
  member_id uuid primary key references public.profiles (id) on delete cascade,
  extraversion smallint not null constraint personality_results_extraversion_check check (extraversion between 0 and 100),
  agreeableness smallint not null constraint personality_results_agreeableness_check check (agreeableness between 0 and 100),
  conscientiousness smallint not null constraint personality_results_conscientiousness_check check (conscientiousness between 0 and 100),
  emotional_stability smallint not null constraint personality_results_emotional_stability_check check (emotional_stability between 0 and 100),
  intellect smallint not null constraint personality_results_intellect_check check (intellect between 0 and 100),
  completed_at timestamptz not null default now(),
  shared_with_matches boolean not null default false
);
alter table public.personality_results enable row level security;
revoke all on public.personality_results from anon, authenticated;
grant all on public.personality_results to service_role;

-- Generated by `npm run db:migration` from supabase/schemas: brings the functions, views and
-- policies to what the files define. Review it; tables, triggers and data are written by hand.

set check_function_bodies = off;

-- supabase/schemas/personality/answer_personality_item.sql
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
    perform private.plan_limit_refusal(format(
      'The personality assessment comes with %s. Upgrade your plan to take it.',
      private.plans_including('personality_assessment')));
  end if;
  select r.completed_at into last_result from public.personality_results r where r.member_id = me;
  if last_result is not null and now() < private.personality_retake_at(last_result) then
    raise exception 'You can retake the assessment 30 days after your last one.' using errcode = 'PT409';
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

-- supabase/schemas/personality/get_personality_questionnaire.sql
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

-- supabase/schemas/personality/get_personality_result.sql
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

-- supabase/schemas/personality/get_shared_personalities.sql
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

-- supabase/schemas/personality/personality_retake_at.sql
-- When a member may take the assessment again: 30 days after her last result (docs/features.md,
-- Personality assessment), so a result says something lasting and is not retaken until it pleases.
-- The one place the 30 days are written: answer_personality_item refuses before it, and
-- get_personality_result tells the SPA when.
create or replace function private.personality_retake_at(completed_at timestamptz) returns timestamptz
language sql immutable
set search_path = ''
as $$
  select completed_at + interval '30 days'
$$;
revoke execute on function private.personality_retake_at(timestamptz) from public;
grant execute on function private.personality_retake_at(timestamptz) to authenticated, service_role;

-- supabase/schemas/personality/score_personality.sql
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

-- supabase/schemas/personality/set_personality_sharing.sql
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
    raise exception 'Take the assessment first.' using errcode = 'PT404';
  end if;
  return shared;
end;
$$;
revoke execute on function public.set_personality_sharing(boolean) from public, anon;
grant execute on function public.set_personality_sharing(boolean) to authenticated;

reset check_function_bodies;
