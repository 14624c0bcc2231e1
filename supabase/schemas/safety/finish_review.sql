-- An operator's review of a member's open reports is done (docs/security.md, Block, report and
-- unmatch): the reports are marked reviewed and no longer count, and she is shown in discovery again.
-- What else the review decides (a warning, deleting the account) is the operator's to do apart.
-- True when there was something to review. Service role only: `npm run reports -- --finish <id>`, or
-- supabase-js with the service-role key.
create or replace function public.finish_review(member uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  reviewed integer;
  released integer;
begin
  update private.reports r set reviewed_at = now() where r.reported_id = member and r.reviewed_at is null;
  get diagnostics reviewed = row_count;
  delete from private.members_under_review r where r.member_id = member;
  get diagnostics released = row_count;
  return reviewed + released > 0;
end;
$$;
revoke execute on function public.finish_review(uuid) from public, anon, authenticated;
grant execute on function public.finish_review(uuid) to service_role;
