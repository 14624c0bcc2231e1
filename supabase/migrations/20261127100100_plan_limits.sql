-- The plans' daily limits on what members send (docs/plans.md, Limits): the functions are in
-- supabase/schemas/plans, created by the previous migration.

create trigger interests_check_daily_quota
  before insert on public.interests
  for each row execute function private.check_interest_quota();

create trigger messages_check_daily_quota
  before insert on public.messages
  for each row execute function private.check_message_quota();
