import type { Database } from '../../server/db/types';

const asMember = (id: string) => ({ role: 'authenticated' as const, sub: id });

/** One page of get_conversations as the member, as the REST surface calls it. */
export const conversationsPage = async (db: Database, member: string, after: string | null) =>
  (await db.asRole(asMember(member), (tx) =>
    tx.query<{ cursor: string; unread_count: number }>('select * from public.get_conversations($1, 20)', [after]))).rows;

interface Message {
  sender_id: string;
  receiver_id: string;
  read_at: Date | null;
}

/**
 * The inbox as SPEC §3 derives it, the baseline: two requests as the member (every message of theirs,
 * newest first, through RLS, as `messages?or=(sender_id.eq.me,receiver_id.eq.me)&order=created_at.desc`
 * would; then the partners' public profiles) and a reduce in JS. Returns how many conversations.
 */
export async function specInbox(db: Database, member: string): Promise<number> {
  const { rows } = await db.asRole(asMember(member), (tx) =>
    tx.query<Message>('select * from public.messages where sender_id = $1 or receiver_id = $1 order by created_at desc', [member]));
  const conversations = new Map<string, { last: Message; unread: number }>();
  for (const message of rows) {
    const partner = message.sender_id === member ? message.receiver_id : message.sender_id;
    let conversation = conversations.get(partner);
    if (!conversation) conversations.set(partner, (conversation = { last: message, unread: 0 }));
    if (message.receiver_id === member && message.read_at === null) conversation.unread++;
  }
  await db.asRole(asMember(member), (tx) =>
    tx.query('select id, username, first_name, age, photos[1] from public.public_profiles where id = any($1::uuid[])', [
      [...conversations.keys()],
    ]));
  return conversations.size;
}
