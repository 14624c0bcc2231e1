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
