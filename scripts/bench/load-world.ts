import { generateProfiles } from '../../server/db/seed';
import type { Database } from '../../server/db/types';
import { liftLimitsForBenchmark } from './unlimited-members';

export interface LoadAccount {
  id: string;
  email: string;
  /** The member she is matched with: members 2k and 2k+1, so every prefix of even length holds whole pairs. */
  partner: string;
  /** Likes waiting for her answer (interest ids). */
  pending: string[];
}

/** Likes each member has waiting for her answer before the run, from members 2 and 3 places on. */
const PENDING_FROM = [2, 3];
/** Messages already in each pair's thread, so conversations and threads have something to read. */
const THREAD_LENGTH = 6;

/**
 * `count` members (password DEMO_PASSWORD, generated like the discovery benchmark's, in set-based SQL),
 * matched in pairs, each with likes to answer and a short thread with her match; written as the
 * database's owner before the server starts. Every member is Elite and the abuse limits are out of
 * reach (unlimited-members.ts): the checks still run, only their refusals are gone.
 */
export async function prepareLoadWorld(db: Database, count: number): Promise<LoadAccount[]> {
  if (count % 2 !== 0 || count < 2 * (Math.max(...PENDING_FROM) + 1)) throw new Error(`members must be an even number of at least 8, not ${count}`);
  const generated = await generateProfiles(db, count);
  const ids = generated.map((a) => a.id);
  const evens = ids.filter((_, i) => i % 2 === 0);
  const odds = ids.filter((_, i) => i % 2 === 1);
  await db.query(
    `insert into public.interests (sender_id, receiver_id, status) select unnest($1::uuid[]), unnest($2::uuid[]), 'accepted'`,
    [evens, odds],
  );
  for (const offset of PENDING_FROM) {
    const senders = ids.map((_, i) => ids[(i + offset) % count]);
    await db.query(`insert into public.interests (sender_id, receiver_id, status) select unnest($1::uuid[]), unnest($2::uuid[]), 'pending'`, [senders, ids]);
  }
  await db.query(
    `insert into public.messages (sender_id, receiver_id, content, created_at)
     select case when k % 2 = 0 then a else b end, case when k % 2 = 0 then b else a end,
            'Earlier message ' || k, now() - interval '1 hour' + k * interval '1 minute'
       from unnest($1::uuid[], $2::uuid[]) as pair(a, b), generate_series(1, $3::integer) as k`,
    [evens, odds, THREAD_LENGTH],
  );
  await liftLimitsForBenchmark(db);
  await db.query('analyze');
  const { rows } = await db.query<{ receiver_id: string; ids: string[] }>(
    `select receiver_id, array_agg(id order by created_at) as ids from public.interests where status = 'pending' group by receiver_id`);
  const pending = new Map(rows.map((r) => [r.receiver_id, r.ids]));
  return generated.map(({ id, email }, i) => ({ id, email, partner: generated[i ^ 1].id, pending: pending.get(id) ?? [] }));
}
