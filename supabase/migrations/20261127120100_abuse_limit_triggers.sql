-- The connection requests' daily limit (private.check_connection_request_quota, created by the
-- previous migration).
create trigger connection_requests_check_daily_quota
  before insert on public.connection_requests
  for each row execute function private.check_connection_request_quota();
