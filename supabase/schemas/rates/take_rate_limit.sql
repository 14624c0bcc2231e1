-- Per-member rates for the calls that do real work on every call (docs/security.md lists the
-- limits). A fixed window per subject and bucket; past its limit a call answers 429 (PT429:
-- PostgREST's way to set the HTTP status) and the count is not raised, so a refused caller waits
-- for the window, not longer. Rows are one per subject and bucket, overwritten in place.
-- Tests: server/db/rls/rate-limits.test.ts.
create or replace function private.take_rate_limit(bucket text, subject text, max_hits integer, window_length interval)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  used integer;
  started timestamptz;
begin
  insert into private.rate_limit_windows as w (bucket, subject, window_start, hits)
  values (bucket, subject, now(), 1)
  on conflict on constraint rate_limit_windows_pkey do update
     set hits = case when w.window_start <= now() - window_length then 1 else w.hits + 1 end,
         window_start = case when w.window_start <= now() - window_length then now() else w.window_start end
  returning w.hits, w.window_start into used, started;
  if used > max_hits then
    -- The bucket and its limit beside the refusal, for whoever reads the answer while building on the API.
    perform private.refuse_for_now(jsonb_build_object('refusal', 'too_many_requests', 'bucket', bucket, 'limit', max_hits,
      'retry_after', ceil(extract(epoch from started + window_length - now()))::int));
  end if;
end;
$$;
revoke execute on function private.take_rate_limit(text, text, integer, interval) from public;
