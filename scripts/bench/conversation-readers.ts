import type { Database } from '../../server/db/types';

const asMember = (id: string) => ({ role: 'authenticated' as const, sub: id });

/** One page of get_conversations as the member, as the REST surface calls it. */
export const conversationsPage = async (db: Database, member: string, after: string | null) =>
  (await db.asRole(asMember(member), (tx) =>
    tx.query<{ cursor: string; unread_count: number }>('select * from public.get_conversations($1, 20)', [after]))).rows;

interface Message {
  sender_id: string;
  receiver_id: string;
}

/**
 * The inbox as SPEC §3 derives it, the baseline: two requests as the member (every message of theirs,
 * newest first, through RLS, as `messages?or=(sender_id.eq.me,receiver_id.eq.me)&order=created_at.desc`
 * would; then the partners' public profiles) and a reduce in JS. Returns how many conversations.
 */
export async function specInbox(db: Database, member: string): Promise<number> {
  const { rows } = await db.asRole(asMember(member), (tx) =>
    // Every column a member may select: read_at is not one (read receipts by plan, docs/plans.md), so
    // the SPEC's unread counts cannot be derived this way any more; the reading is what costs.
    tx.query<Message>(
      'select id, sender_id, receiver_id, content, created_at from public.messages where sender_id = $1 or receiver_id = $1 order by created_at desc',
      [member],
    ));
  const conversations = new Map<string, { last: Message }>();
  for (const message of rows) {
    const partner = message.sender_id === member ? message.receiver_id : message.sender_id;
    if (!conversations.has(partner)) conversations.set(partner, { last: message });
  }
  await db.asRole(asMember(member), (tx) =>
    tx.query('select id, username, first_name, age, photos[1] from public.public_profiles where id = any($1::uuid[])', [
      [...conversations.keys()],
    ]));
  return conversations.size;
}
