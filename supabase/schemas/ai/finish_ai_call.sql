-- The `ai` function records how a call it started ended: outcome, model, tokens and timings (the
-- table's checks cap each value). A call is finished once; a second report changes nothing.
-- Only the service role may call it.
create or replace function public.finish_ai_call(
  call bigint, outcome text, model text default null, prompt_tokens integer default null,
  completion_tokens integer default null, first_token_ms integer default null, latency_ms integer default null)
returns void
language sql volatile security definer
set search_path = ''
as $$
  update private.ai_calls c
     set finished_at = now(), outcome = finish_ai_call.outcome, model = finish_ai_call.model,
         prompt_tokens = finish_ai_call.prompt_tokens, completion_tokens = finish_ai_call.completion_tokens,
         first_token_ms = finish_ai_call.first_token_ms, latency_ms = finish_ai_call.latency_ms
   where c.id = call and c.finished_at is null
$$;
revoke execute on function public.finish_ai_call(bigint, text, text, integer, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.finish_ai_call(bigint, text, text, integer, integer, integer, integer) to service_role;
