import { randomUUID } from 'node:crypto';
import type { Database } from '../db/types';
import { as, type TestUser } from './test-users';

/** A messages row; timestamps arrive as Date objects from both drivers (PGlite and node-postgres). */
export interface MessageRow {
  id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  created_at: Date;
  read_at: Date | null;
}

export interface ConversationRow {
  partner_id: string;
  username: string | null;
  first_name: string | null;
  age: number | null;
  primary_photo_url: string | null;
  show_online_status: boolean | null;
  last_message_id: string | null;
  last_message_sender_id: string | null;
  last_message_content: string | null;
  last_message_at: Date | null;
  last_message_read_at: Date | null;
  unread_count: number;
  matched_at: Date;
  activity_at: Date;
  cursor: string;
}


/** Sends as the app does: send_message with an id the client chose (a new one unless given). */
export async function sendMessage(db: Database, from: TestUser, to: TestUser, body: string, id = randomUUID()) {
  const { rows } = await as(db, from)<MessageRow>('select * from public.send_message($1, $2, $3)', [id, to.id, body]);
  return rows[0];
}

/** One page of the caller's conversations. */
export async function conversationsPage(
  db: Database,
  caller: TestUser,
  options: { after?: string | null; size?: number; search?: string | null } = {},
): Promise<ConversationRow[]> {
  const { rows } = await as(db, caller)<ConversationRow>('select * from public.get_conversations($1, $2, $3)', [
    options.after ?? null,
    options.size ?? 20,
    options.search ?? null,
  ]);
  return rows;
}

/** Every conversation of the caller, page after page. */
export async function allConversations(db: Database, caller: TestUser, size = 2, search: string | null = null) {
  const all: ConversationRow[] = [];
  for (let after: string | null = null; ; ) {
    const page = await conversationsPage(db, caller, { after, size, search });
    all.push(...page);
    if (page.length < size) return all;
    after = page[page.length - 1].cursor;
  }
}

/** One page of a thread, newest first. */
export async function threadPage(db: Database, caller: TestUser, partner: TestUser, before: string | null = null, size = 50) {
  const { rows } = await as(db, caller)<MessageRow>('select * from public.get_messages($1, $2, $3)', [
    partner.id,
    before,
    size,
  ]);
  return rows;
}

/** A message written as the owner (like the seed), at a chosen time: for orderings a test must fix. */
export async function insertMessageAt(db: Database, from: TestUser, to: TestUser, createdAt: Date, content = 'Hello') {
  const { rows } = await db.query<MessageRow>(
    'insert into public.messages (sender_id, receiver_id, content, created_at) values ($1, $2, $3, $4) returning *',
    [from.id, to.id, content, createdAt],
  );
  return rows[0];
}

/** Makes a and b a match at a chosen time (b accepted a's interest then). */
export async function matchAt(db: Database, a: TestUser, b: TestUser, at: Date): Promise<void> {
  await db.query(
    `insert into public.interests (sender_id, receiver_id, status, created_at, updated_at) values ($1, $2, 'accepted', $3, $3)`,
    [a.id, b.id, at],
  );
}

/** A time `minutes` before now, for backdated messages and matches. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
