import { randomUUID } from 'node:crypto';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { Inbox, sleep } from '../../testing/inbox';
import { disconnectAll, matchUsers, signUpUser, subscribe, type TestUser } from '../../testing/realtime-clients';
import { startTestServer, type TestServer } from '../../testing/test-server';

// Read receipts by plan (docs/plans.md, Read receipts): the read time is stored for every message,
// and the database alone decides whether it reaches the sender — by REST (a select on messages,
// get_messages, get_conversations, export_my_data) and by realtime (the UPDATE of messages, the
// INSERT of read_receipts). This file changes the catalogue, so it has a server and database of its own.

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

interface Sender extends TestUser {
  updates: Inbox<Change>;
  receipts: Inbox<Change>;
}

let server: TestServer;
let reader: TestUser;
const clients: TestUser[] = [];

beforeAll(async () => {
  server = await startTestServer();
  reader = await signUpUser(server, 'reader');
  clients.push(reader);
});
afterAll(async () => {
  await disconnectAll(clients.map((c) => c.client));
  await server.close();
});

const onPlan = (member: TestUser, tier: string, periodEnd = "now() + interval '30 days'") =>
  server.ctx.db.query(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
     values ($1, $2, now() - interval '1 day', ${periodEnd})`,
    [member.id, tier],
  );

/** A member matched with the reader, listening to her sent messages' updates and to her read receipts. */
async function sender(tier: string): Promise<Sender> {
  const member = await signUpUser(server, tier);
  clients.push(member);
  if (tier !== 'free') await onPlan(member, tier);
  await matchUsers(member, reader);
  const updates = new Inbox<Change>();
  const receipts = new Inbox<Change>();
  const mine = `sender_id=eq.${member.id}`;
  await subscribe(
    member.client
      .channel(`sent-${member.id}`)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages', filter: mine }, updates.push)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'read_receipts', filter: mine }, receipts.push),
  );
  return { ...member, updates, receipts };
}

/** The sender writes to the reader, who opens the thread: answers the message's id and stored read time. */
async function sendAndRead(from: Sender): Promise<{ id: string; readAt: string }> {
  const id = randomUUID();
  const sent = await from.client.rpc('send_message', { message_id: id, receiver: reader.id, body: 'Are you there?' });
  expect(sent.error).toBeNull();
  const marked = await reader.client.rpc('mark_conversation_read', { partner: from.id });
  expect(marked).toMatchObject({ error: null, data: 1 });
  const { rows } = await server.ctx.db.query<{ read_at: Date }>('select read_at from public.messages where id = $1', [id]);
  return { id, readAt: rows[0].read_at.toISOString() };
}

/** What the sender's REST calls say of the message's read time. */
async function restReadTimes(from: Sender, id: string) {
  const thread = await from.client.rpc('get_messages', { partner: reader.id });
  const inbox = await from.client.rpc('get_conversations', {});
  const exported = await from.client.rpc('export_my_data');
  const receipts = await from.client.from('read_receipts').select('message_id, read_at').eq('message_id', id);
  const time = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());
  return {
    thread: time((thread.data as Row[]).find((m) => m.id === id)?.read_at),
    inbox: time((inbox.data as Row[]).find((c) => c.partner_id === reader.id)?.last_message_read_at),
    exported: time(((exported.data as { messages: Row[] }).messages).find((m) => m.id === id)?.read_at),
    receipts: (receipts.data ?? []).map((r) => time(r.read_at)),
  };
}

const hidden = { thread: null, inbox: null, exported: null, receipts: [] };
const shown = (readAt: string) => ({ thread: readAt, inbox: readAt, exported: readAt, receipts: [readAt] });

/** The realtime events about the message: the UPDATEs of messages and the receipts' read times. */
async function liveReadTimes(from: Sender, id: string, expectReceipt: boolean) {
  if (expectReceipt) await from.receipts.waitFor(from.receipts.received.filter((e) => (e.new as Row).message_id === id).length + 1).catch(() => undefined);
  // Give a wrong UPDATE or receipt time to arrive.
  await sleep(300);
  return {
    updates: from.updates.received.filter((e) => (e.new as Row).id === id),
    receipts: from.receipts.received.filter((e) => (e.new as Row).message_id === id).map((e) => new Date((e.new as Row).read_at as string).toISOString()),
  };
}

it('gives a Free sender no read time of her messages, by REST nor realtime; the reader still knows what she read', async () => {
  const free = await sender('free');
  const { id, readAt } = await sendAndRead(free);
  expect(await restReadTimes(free, id)).toEqual(hidden);
  const select = await free.client.from('messages').select('id, read_at').eq('id', id);
  expect(select.error).toMatchObject({ code: '42501' });
  const unread = await free.client.from('messages').select('id').is('read_at', null);
  expect(unread.error).toMatchObject({ code: '42501' });
  // Not even the UPDATE of messages: its time would tell when she read it (nothing she may select changed).
  expect(await liveReadTimes(free, id, false)).toEqual({ updates: [], receipts: [] });

  const ownThread = await reader.client.rpc('get_messages', { partner: free.id });
  expect(new Date((ownThread.data as Row[]).find((m) => m.id === id)!.read_at as string).toISOString()).toBe(readAt);
  expect(await reader.client.rpc('get_unread_message_count')).toMatchObject({ data: 0 });
  expect((await reader.client.from('read_receipts').select('message_id')).data).toEqual([]);
});

it('gives a Premium sender the read time by REST and live', async () => {
  const premium = await sender('premium');
  const { id, readAt } = await sendAndRead(premium);
  expect(await liveReadTimes(premium, id, true)).toEqual({ updates: [], receipts: [readAt] });
  expect(await restReadTimes(premium, id)).toEqual(shown(readAt));
});

it('stops once a Premium period ended, keeping the read times stored', async () => {
  const lapsed = await sender('free');
  await onPlan(lapsed, 'premium', "now() - interval '1 minute'");
  const { id, readAt } = await sendAndRead(lapsed);
  expect(await liveReadTimes(lapsed, id, false)).toEqual({ updates: [], receipts: [] });
  expect(await restReadTimes(lapsed, id)).toEqual(hidden);
  await server.ctx.db.query(`update public.subscriptions set current_period_end = now() + interval '30 days' where user_id = $1`, [lapsed.id]);
  expect(await restReadTimes(lapsed, id)).toEqual(shown(readAt));
});

it('changes with the catalogue: read receipts moved to Basic reach a Basic sender by REST and realtime together', async () => {
  const basic = await sender('basic');
  const before = await sendAndRead(basic);
  expect(await liveReadTimes(basic, before.id, false)).toEqual({ updates: [], receipts: [] });
  expect(await restReadTimes(basic, before.id)).toEqual(hidden);
  await server.ctx.db.query(`update public.plans set entitlements = array['read_receipts'] where tier = 'basic'`);
  try {
    const after = await sendAndRead(basic);
    expect(await liveReadTimes(basic, after.id, true)).toEqual({ updates: [], receipts: [after.readAt] });
    expect(await restReadTimes(basic, after.id)).toEqual(shown(after.readAt));
    expect((await restReadTimes(basic, before.id)).thread).toBe(before.readAt);
  } finally {
    await server.ctx.db.query(`update public.plans set entitlements = '{}' where tier = 'basic'`);
  }
  expect(await restReadTimes(basic, before.id)).toEqual(hidden);
});
