import { http, HttpResponse } from 'msw';
import { MESSAGE_MAX_LENGTH } from '@/shared/config';
import { mockDb, type MockMessage, type MockUser } from '../db';
import { publicProfilesFor } from '../db/public-profiles';
import { callerOf } from '../gotrue/sessions';
import { mockRealtime } from '../realtime/realtime-hub';
import { restUrl } from '../supabase-url';

interface ConversationArgs {
  after?: string;
  page_size?: number;
  search?: string;
}

/** Newest first by (created_at, id), as get_messages and get_conversations order. */
const newestFirst = (a: MockMessage, b: MockMessage) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id.localeCompare(a.id);

const between = (me: string, partner: string) =>
  mockDb.messages.findMany((row) => (row.sender_id === me && row.receiver_id === partner) || (row.sender_id === partner && row.receiver_id === me));

/** get_messages: the page_size messages with the partner before `before`, newest first. */
function threadPage(me: string, { partner, before, page_size: pageSize = 50 }: { partner: string; before?: string; page_size?: number }) {
  const all = between(me, partner).sort(newestFirst);
  const start = before ? all.findIndex((row) => row.id === before) + 1 : 0;
  return all.slice(start, start + pageSize);
}

/**
 * get_conversations over the mock tables: one row per match of the caller, the partner
 * as public_profiles shows them (nulls when hidden), newest activity first, paged by an opaque
 * `activity|partner` cursor, `search` on username or first name.
 */
function conversationsFor(caller: MockUser, { after, page_size: pageSize = 20, search }: ConversationArgs) {
  const visible = publicProfilesFor(mockDb.profiles.findMany(), caller);
  // Both interests of a mutual like are accepted: one match per partner, at its first acceptance.
  const matchedAt = new Map<string, string>();
  for (const row of mockDb.interests.findMany((row) => row.status === 'accepted' && (row.sender_id === caller.id || row.receiver_id === caller.id))) {
    const partner = row.sender_id === caller.id ? row.receiver_id : row.sender_id;
    const known = matchedAt.get(partner);
    if (!known || Date.parse(row.updated_at) < Date.parse(known)) matchedAt.set(partner, row.updated_at);
  }
  const rows = [...matchedAt].map(([partnerId, matched]) => {
    const profile = visible.find((row) => row.id === partnerId);
    const own = mockDb.profiles.findFirst({ id: partnerId });
    const last = between(caller.id, partnerId).sort(newestFirst)[0];
    const activity = last?.created_at ?? matched;
    return {
      partner_id: partnerId,
      username: profile?.username ?? null,
      first_name: profile?.first_name ?? null,
      age: profile?.age ?? null,
      // profiles.photos lists the member's photo URLs primary first.
      primary_photo_url: profile?.photos?.[0] ?? null,
      show_online_status: profile ? (own?.show_online_status ?? false) : null,
      last_message_id: last?.id ?? null,
      last_message_sender_id: last?.sender_id ?? null,
      last_message_content: last?.content ?? null,
      last_message_at: last?.created_at ?? null,
      last_message_read_at: last?.read_at ?? null,
      unread_count: mockDb.messages.findMany({ sender_id: partnerId, receiver_id: caller.id, read_at: null }).length,
      matched_at: matched,
      activity_at: activity,
      cursor: `${new Date(activity).toISOString()}|${partnerId}`,
    };
  });
  const term = search?.trim().toLowerCase();
  const found = rows
    .filter((row) => !term || [row.username, row.first_name].some((name) => name?.toLowerCase().includes(term)))
    .sort((a, b) => b.cursor.localeCompare(a.cursor));
  const start = after ? found.findIndex((row) => row.cursor.localeCompare(after) < 0) : 0;
  return start < 0 ? [] : found.slice(start, start + pageSize);
}

const problem = (status: number, code: string, message: string) => HttpResponse.json({ code, details: null, hint: null, message }, { status });
const signedOut = (fn: string) => problem(401, '42501', `permission denied for function ${fn}`);

/** As public.are_matched: an accepted interest in either direction. */
export const areMatched = (a: string, b: string) =>
  mockDb.interests.findFirst((interest) => interest.status === 'accepted' && [a, b].includes(interest.sender_id) && [a, b].includes(interest.receiver_id) && a !== b) !== null;

/** PostgREST's `column=op.value` for the few the SPA sends to /messages (catch-up and unread count). */
function messagesMatching(caller: MockUser, params: URLSearchParams) {
  const tests = [...params].filter(([column]) => !['select', 'order', 'limit'].includes(column)).map(([column, filter]) => {
    const [op, ...rest] = filter.split('.');
    const operand = rest.join('.');
    const value = (row: Record<string, unknown>) => row[column] as string | null;
    if (op === 'eq') return (row: Record<string, unknown>) => value(row) === operand;
    if (op === 'is' && operand === 'null') return (row: Record<string, unknown>) => value(row) === null;
    if (op === 'gt') return (row: Record<string, unknown>) => value(row) !== null && Date.parse(value(row)!) > Date.parse(operand);
    throw new Error(`The messages mock does not support ${column}=${filter}`);
  });
  // RLS: a member reads the messages they sent or received.
  return mockDb.messages
    .findMany((row) => row.sender_id === caller.id || row.receiver_id === caller.id)
    .filter((row) => tests.every((test) => test(row)))
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

function readMessages(request: Request, head: boolean) {
  const caller = callerOf(request)?.user;
  const params = new URL(request.url).searchParams;
  const rows = caller ? messagesMatching(caller, params) : [];
  const page = params.has('limit') ? rows.slice(0, Number(params.get('limit'))) : rows;
  const headers = { 'Content-Range': page.length > 0 ? `0-${page.length - 1}/${rows.length}` : `*/${rows.length}` };
  return head ? new HttpResponse(null, { status: 200, headers }) : HttpResponse.json(page, { headers });
}

/** The messaging functions of issue 13 and reads of public.messages, over the mock tables. */
export const messageHandlers = [
  http.get(restUrl('/messages'), ({ request }) => readMessages(request, false)),
  http.head(restUrl('/messages'), ({ request }) => readMessages(request, true)),
  http.post(restUrl('/rpc/get_conversations'), async ({ request }) => {
    const caller = callerOf(request)?.user;
    if (!caller) return signedOut('get_conversations');
    return HttpResponse.json(conversationsFor(caller, (await request.json()) as ConversationArgs));
  }),
  http.post(restUrl('/rpc/get_messages'), async ({ request }) => {
    const caller = callerOf(request)?.user;
    if (!caller) return signedOut('get_messages');
    return HttpResponse.json(threadPage(caller.id, (await request.json()) as { partner: string; before?: string; page_size?: number }));
  }),
  http.post(restUrl('/rpc/send_message'), async ({ request }) => {
    const caller = callerOf(request)?.user;
    if (!caller) return signedOut('send_message');
    const { message_id: id, receiver, body } = (await request.json()) as { message_id: string; receiver: string; body: string };
    const content = body.trim();
    if (content.length < 1 || content.length > MESSAGE_MAX_LENGTH) return problem(400, '23514', 'new row for relation "messages" violates check constraint "messages_content_check"');
    const existing = mockDb.messages.findFirst({ id });
    if (existing && existing.sender_id !== caller.id) return problem(409, '23505', 'duplicate key value violates unique constraint "messages_pkey"');
    if (existing) return HttpResponse.json(existing);
    if (!areMatched(caller.id, receiver)) return problem(403, '42501', 'new row violates row-level security policy for table "messages"');
    const row = mockDb.messages.create({ id, sender_id: caller.id, receiver_id: receiver, content });
    mockRealtime.insert('messages', row);
    return HttpResponse.json(row);
  }),
  http.post(restUrl('/rpc/mark_conversation_read'), async ({ request }) => {
    const caller = callerOf(request)?.user;
    if (!caller) return signedOut('mark_conversation_read');
    const { partner } = (await request.json()) as { partner: string };
    const read = mockDb.messages.update((row) => row.sender_id === partner && row.receiver_id === caller.id && row.read_at === null, { read_at: new Date().toISOString() });
    read.forEach((row) => mockRealtime.update('messages', row));
    return HttpResponse.json(read.length);
  }),
];
