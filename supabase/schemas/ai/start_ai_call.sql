-- The `ai` function asks this before it builds a prompt (docs/ai.md, Limits and the call log): at
-- most 20 answers a minute and her plan's ai_daily_limit() in 24 hours, counted from the call log;
-- past either, 429 (PT429) with the seconds until a call frees up in its `detail`'s `retry_after` (private.refuse_for_now), and nothing is
-- logged. The matchmaker is for members whose plan includes AI matchmaking (private.entitled): 402
-- (PT402, hint 'upgrade') for the others, naming the plans that include it. Otherwise the call is logged as started and its id returned, for
-- finish_ai_call.
-- Only the service role may call it: a member cannot start, finish or read log rows.
-- Tests: server/db/rls/ai-calls.test.ts.
create or replace function public.start_ai_call(member uuid, tool text, persona text default null)
returns bigint
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  per_minute constant integer := 20;
  per_day constant integer := private.ai_daily_limit(member);
  used integer;
  oldest timestamptz;
  call_id bigint;
begin
  perform private.assert_max_length(tool, 40, 'Tool');
  perform private.assert_max_length(persona, 40, 'Persona');
  if member is null then
    raise exception 'A call needs a member' using errcode = 'null_value_not_allowed';
  end if;
  if tool = 'matchmaker' and not private.entitled(member, 'ai_matchmaking') then
    perform private.refuse_feature('ai_matchmaking');
  end if;
  -- One member's calls are counted one at a time: two at once cannot both take the last one.
  perform pg_advisory_xact_lock(hashtextextended('ai_calls:' || member::text, 0));

  -- Each count reads at most its limit's newest rows (ai_calls_user_started_idx): when it reaches
  -- the limit, the oldest of them is the next to leave the window.
  select count(*), min(w.started_at) into used, oldest
    from (select c.started_at from private.ai_calls c
           where c.user_id = member and c.started_at > now() - interval '1 minute'
           order by c.started_at desc limit per_minute) w;
  if used >= per_minute then
    perform private.refuse_for_now(jsonb_build_object('refusal', 'ai_too_fast', 'retry_after', ceil(extract(epoch from oldest + interval '1 minute' - now()))::int));
  end if;

  -- A plan without a daily limit reads nothing more.
  if per_day is not null then
    select count(*), min(w.started_at) into used, oldest
      from (select c.started_at from private.ai_calls c
             where c.user_id = member and c.started_at > now() - interval '1 day'
             order by c.started_at desc limit per_day) w;
    if used >= per_day then
      perform private.refuse_for_now(jsonb_build_object('refusal', 'ai_answers_per_day', 'count', per_day,
        'retry_after', ceil(extract(epoch from oldest + interval '1 day' - now()))::int));
    end if;
  end if;

  -- An unknown persona is the function's to refuse (after this call is counted): logged as none.
  insert into private.ai_calls (user_id, tool, persona_id)
  values (member, tool, (select p.id from public.matchmaker_personas p where p.id = persona))
  returning id into call_id;
  return call_id;
end;
$$;
revoke execute on function public.start_ai_call(uuid, text, text) from public, anon, authenticated;
grant execute on function public.start_ai_call(uuid, text, text) to service_role;
