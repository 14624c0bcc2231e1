import type { Database } from '../db/types';

export interface MemberActivity {
  /** Every text written between the two, so a test can look for it. */
  texts: string[];
  stripeCustomerId: string;
}

/**
 * A row in every table that involves `a`: interests both ways (b accepted a's, so they are matched),
 * connection requests both ways, messages both ways, and a's subscription and payment customer.
 * `tag` marks every text, so that a test can tell one pair's rows from another's.
 */
export async function insertActivity(db: Database, a: string, b: string, tag: string): Promise<MemberActivity> {
  const texts = ['interest', 'interest back', 'request', 'request back', 'message', 'reply'].map((t) => `${tag} ${t}`);
  const stripeCustomerId = `cus_${tag}`;
  await db.transaction(async (tx) => {
    // b's first, so that a's (written accepted) finds no interest to make a match with: b's stays
    // pending, and no accepted interest's message is carried into the thread.
    await tx.query(`insert into public.interests (sender_id, receiver_id, message, status) values ($2, $1, $3, 'pending')`, [a, b, texts[1]]);
    await tx.query(`insert into public.interests (sender_id, receiver_id, message, status) values ($1, $2, $3, 'accepted')`, [a, b, texts[0]]);
    await tx.query(
      'insert into public.connection_requests (sender_id, receiver_id, message) values ($1, $2, $3), ($2, $1, $4)',
      [a, b, texts[2], texts[3]],
    );
    // A minute apart, so that the message comes before the reply (one transaction has one now()).
    await tx.query(
      `insert into public.messages (sender_id, receiver_id, content, created_at)
       values ($1, $2, $3, now() - interval '1 minute'), ($2, $1, $4, now())`,
      [a, b, texts[4], texts[5]],
    );
    await tx.query(
      `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
       values ($1, 'premium', now(), now() + interval '30 days')`,
      [a],
    );
    await tx.query('insert into public.payment_customers (user_id, stripe_customer_id) values ($1, $2)', [a, stripeCustomerId]);
  });
  return { texts, stripeCustomerId };
}
