import type { Database } from '../../server/db/types';

/**
 * A benchmark floods on purpose (a thousand messages between two members, inserts as fast as the
 * API takes them), which the abuse limits and the plans' daily limits exist to stop. In the
 * benchmark's own throwaway database, as its owner: every member is Elite and the abuse limits are
 * out of reach, so that what is measured is the API, not a refusal.
 */
export async function liftLimitsForBenchmark(db: Database): Promise<void> {
  await db.query(`update private.abuse_limits set max_events = 1000000`);
  await db.query(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
     select p.id, 'elite', now() - interval '1 day', now() + interval '29 days' from public.profiles p
     on conflict (user_id) do update set tier = 'elite', current_period_start = excluded.current_period_start,
       current_period_end = excluded.current_period_end`,
  );
}
