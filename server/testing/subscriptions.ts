import type { Database } from '../db/types';

/**
 * Puts members on a paid plan, a day into a 30-day period, as a confirmed checkout leaves them
 * (written as the owner, like the seed): for tests whose members must not meet Free's limits.
 */
export async function subscribe(db: Database, memberIds: string[], tier: 'basic' | 'premium' | 'elite' = 'premium'): Promise<void> {
  await db.query(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
     select unnest($1::uuid[]), $2, now() - interval '1 day', now() + interval '29 days'`,
    [memberIds, tier],
  );
}
