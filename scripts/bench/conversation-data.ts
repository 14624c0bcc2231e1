import type { Database } from '../../server/db/types';

/** How the benchmark's messages are laid out (docs/performance.md, Conversations). */
export interface ConversationLoad {
  /** The measured member. */
  member: string;
  /** Their matches, of whom the first `silent` have no message yet. */
  partners: string[];
  silent: number;
  /** Everyone else, matched in pairs with three neighbours each. */
  others: string[];
  /** Messages in all, the member's included. */
  total: number;
}

/**
 * Writes the matches and messages with set-based SQL in one transaction, triggers and foreign-key
 * checks off (`session_replication_role = replica`, superuser only, this transaction only): the rows
 * are valid by construction (matched pairs, trimmed text of 1-500 characters), and the per-row work
 * a million inserts would cost is what a real inbox never pays at once. Returns the member's count.
 */
export async function insertConversations(db: Database, load: ConversationLoad): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query('select setseed(0.13)');
    // The member's matches, over the last 90 days.
    await tx.query(
      `insert into public.interests (sender_id, receiver_id, status, created_at, updated_at)
       select $1, p, 'accepted', t, t
         from unnest($2::uuid[]) as p, lateral (select now() - interval '90 days' * (0.1 + random() * 0.9) as t) x`,
      [load.member, load.partners],
    );
    // Everyone else: each matched with the members 7, 101 and 1009 places further on.
    await tx.query(
      `insert into public.interests (sender_id, receiver_id, status, created_at, updated_at)
       select ($1::uuid[])[i], ($1::uuid[])[1 + (i - 1 + k) % cardinality($1::uuid[])], 'accepted', t, t
         from generate_series(1, cardinality($1::uuid[])) as i, unnest(array[7, 101, 1009]) as k,
              lateral (select now() - interval '120 days' * (0.25 + random() * 0.75) as t) x
       on conflict do nothing`,
      [load.others],
    );
    // A conversation: `n` messages between the match and now, either way; about 5% of what the
    // member received is unread.
    const conversations = `
      insert into public.messages (sender_id, receiver_id, content, created_at, read_at)
      select case when d then a else b end, case when d then b else a end,
             'Message ' || g || ' of a benchmark conversation.', t,
             case when not d and random() < 0.05 then null else t + interval '1 hour' end
        from pairs, generate_series(1, n) as g,
             -- Drawn per message: g in the subquery makes it run again for each one.
             lateral (select random() < 0.5 as d, m + (now() - m) * random() as t, g as seq) x`;
    // The member's partners after the silent ones: 5 to 100 messages each.
    const mine = await tx.query(
      `with pairs as (
         select $1::uuid as a, p as b, i.updated_at as m, 5 + (k * 37) % 96 as n
           from unnest($2::uuid[]) with ordinality as u (p, k)
           join public.interests i on i.sender_id = $1 and i.receiver_id = u.p
          where k > $3)
       ${conversations}`,
      [load.member, load.partners, load.silent],
    );
    const rest = load.total - (mine.affectedRows ?? 0);
    await tx.query(
      `with matched as (
         select i.sender_id as a, i.receiver_id as b, i.updated_at as m, row_number() over (order by i.id) as r
           from public.interests i where i.sender_id <> $1 and i.status = 'accepted'),
       pairs as (
         select a, b, m, $2 / c.pairs + case when r <= $2 % c.pairs then 1 else 0 end as n
           from matched, (select count(*)::int as pairs from matched) c)
       ${conversations}`,
      [load.member, rest],
    );
    await tx.query('set local session_replication_role = origin');
    return mine.affectedRows ?? 0;
  });
}
