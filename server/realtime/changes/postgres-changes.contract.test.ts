import { randomUUID } from 'node:crypto';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { Inbox, sleep } from '../../testing/inbox';
import { disconnectAll, matchUsers, signUpUser, subscribe, type TestUser } from '../../testing/realtime-clients';
import { startTestServer, type TestServer } from '../../testing/test-server';

// Members may not select messages.read_at (read receipts by plan: read-receipts.contract.test.ts).
type Message = { id: string; sender_id: string; receiver_id: string; content: string };
type Change = RealtimePostgresChangesPayload<Message>;

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

const bobInserts = new Inbox<Change>();
const bobUpdates = new Inbox<Change>();
const bobDeletes = new Inbox<Change>();
const aliceReadReceipts = new Inbox<Change>();
const carolEverything = new Inbox<Change>();

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUpUser(server, 'alice');
  bob = await signUpUser(server, 'bob');
  carol = await signUpUser(server, 'carol');
  await matchUsers(alice, bob);
  const mine = `receiver_id=eq.${bob.id}`;
  await subscribe(
    bob.client
      .channel('bob-messages')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: mine }, bobInserts.push)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages', filter: mine }, bobUpdates.push)
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'messages', filter: mine }, bobDeletes.push),
  );
  await subscribe(
    alice.client
      .channel('alice-sent')
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages', filter: `sender_id=eq.${alice.id}` }, aliceReadReceipts.push),
  );
  await subscribe(
    carol.client.channel('carol-all').on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, carolEverything.push),
  );
});
afterAll(async () => {
  await disconnectAll([alice.client, bob.client, carol.client]);
  await server.close();
});

async function send(content: string): Promise<Message> {
  // As the app sends one (a PostgREST insert cannot return the row: read_at is not for members to select).
  const { data, error } = await alice.client.rpc('send_message', { message_id: randomUUID(), receiver: bob.id, body: content });
  if (error) throw error;
  return data as Message;
}

describe('inserts', () => {
  it('reach the receiver who filtered for them, shaped as realtime-js gives them to the app', async () => {
    const sent = await send('Hello Bob');
    const [event] = await bobInserts.waitFor(1);
    expect(event).toMatchObject({
      schema: 'public',
      table: 'messages',
      eventType: 'INSERT',
      new: { id: sent.id, sender_id: alice.id, receiver_id: bob.id, content: 'Hello Bob' },
      old: {},
      errors: null,
    });
    expect(event.new).not.toHaveProperty('read_at');
    expect((event.new as Message & { created_at: string }).created_at).toBe((sent as Message & { created_at: string }).created_at);
    expect(event.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('never reach a subscriber of the whole table whose row-level security hides the row', async () => {
    await send('Only for Bob');
    await bobInserts.waitFor(2);
    await sleep(200);
    expect(carolEverything.received).toEqual([]);
    expect(bobInserts.received.map((e) => (e.new as Message).content)).toEqual(['Hello Bob', 'Only for Bob']);
  });
});

describe('updates', () => {
  it('are not sent when they change no column the subscriber may select: marking read tells nobody when', async () => {
    const sent = await send('Read me');
    await bobInserts.waitFor(3);
    const { error } = await bob.client.from('messages').update({ read_at: new Date().toISOString() }).eq('id', sent.id);
    expect(error).toBeNull();
    // Members may not select read_at; the sender hears of the read from read_receipts, by plan
    // (read-receipts.contract.test.ts). A later insert arrives: the update had its chance to.
    await send('After the read');
    await bobInserts.waitFor(4);
    await sleep(200);
    expect([bobUpdates.received, aliceReadReceipts.received, carolEverything.received]).toEqual([[], [], []]);
  });
});

describe('deletes', () => {
  it('send the key of the deleted row to those whose policies let them see it', async () => {
    const sent = await send('Soon gone');
    await bobInserts.waitFor(5);
    // No policy lets users delete messages: removing an account does it.
    await server.ctx.db.query('delete from public.messages where id = $1', [sent.id]);
    const [deleted] = await bobDeletes.waitFor(1);
    expect(deleted).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: sent.id } });
    expect(Object.keys(deleted.old)).toEqual(['id']);
    await sleep(200);
    expect(carolEverything.received).toEqual([]);
  });
});

describe('a subscriber who may see the rows', () => {
  it('receives every event of the whole table, each once', async () => {
    const all = new Inbox<Change>();
    const channel = await subscribe(
      bob.client.channel('bob-all').on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, all.push),
    );
    const sent = await send('Everything');
    await server.ctx.db.query('delete from public.messages where id = $1', [sent.id]);
    const events = await all.waitFor(2);
    expect(events.map((e) => e.eventType)).toEqual(['INSERT', 'DELETE']);
    await bob.client.removeChannel(channel);
  });
});

describe('a row deleted before its insert is checked', () => {
  it('is judged as it was inserted, as hosted Realtime judges the record it streams: both events reach the receiver', async () => {
    const inserted = bobInserts.received.length;
    const deleted = bobDeletes.received.length;
    const id = randomUUID();
    // One transaction: both notifications arrive at its commit, when the row is already gone.
    await server.ctx.db.transaction(async (tx) => {
      await tx.query('insert into public.messages (id, sender_id, receiver_id, content) values ($1, $2, $3, $4)', [id, alice.id, bob.id, 'Here and gone']);
      await tx.query('delete from public.messages where id = $1', [id]);
    });
    const [insert] = (await bobInserts.waitFor(inserted + 1)).slice(inserted);
    expect(insert.new).toMatchObject({ id, content: 'Here and gone' });
    const [gone] = (await bobDeletes.waitFor(deleted + 1)).slice(deleted);
    expect(gone.old).toEqual({ id });
    await sleep(200);
    expect(carolEverything.received).toEqual([]);
  });
});

describe('removeChannel', () => {
  it('stops delivery to that channel and no other', async () => {
    const inbox = new Inbox<Change>();
    const channel = await subscribe(
      bob.client
        .channel('bob-short-lived')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `receiver_id=eq.${bob.id}` }, inbox.push),
    );
    await send('Before leaving');
    await inbox.waitFor(1);
    expect(await bob.client.removeChannel(channel)).toBe('ok');
    const before = bobInserts.received.length;
    await send('After leaving');
    await bobInserts.waitFor(before + 1);
    await sleep(200);
    expect(inbox.received).toHaveLength(1);
  });
});

describe('interests (the likes badge)', () => {
  const premium = (id: string) =>
    server.ctx.db.query(
      `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end) values ($1, 'premium', now(), now() + interval '30 days')`,
      [id],
    );

  it('reach the receiver filtering on receiver_id when her plan shows who liked her, and not a bystander', async () => {
    const dave = await signUpUser(server, 'dave');
    await premium(dave.id);
    const likes = new Inbox<RealtimePostgresChangesPayload<{ sender_id: string; status: string }>>();
    const bystander = new Inbox();
    await subscribe(
      dave.client
        .channel('dave-likes')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'interests', filter: `receiver_id=eq.${dave.id}` }, likes.push),
    );
    await subscribe(carol.client.channel('carol-interests').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'interests' }, bystander.push));
    const { error } = await alice.client.from('interests').insert({ sender_id: alice.id, receiver_id: dave.id, message: 'Hi!' });
    expect(error).toBeNull();
    const [like] = await likes.waitFor(1);
    expect(like.new).toMatchObject({ sender_id: alice.id, status: 'pending', message: 'Hi!' });
    await sleep(200);
    expect(bystander.received).toEqual([]);
    await disconnectAll([dave.client]);
  });

  it('never deliver the interest to a receiver whose plan does not show who liked her; her like notification still comes', async () => {
    const erin = await signUpUser(server, 'erin');
    const likes = new Inbox();
    const notifications = new Inbox<RealtimePostgresChangesPayload<{ kind: string }>>();
    await subscribe(
      erin.client
        .channel('erin-likes')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'interests', filter: `receiver_id=eq.${erin.id}` }, likes.push)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `member_id=eq.${erin.id}` }, notifications.push),
    );
    const { error } = await alice.client.from('interests').insert({ sender_id: alice.id, receiver_id: erin.id });
    expect(error).toBeNull();
    const [notification] = await notifications.waitFor(1);
    expect(notification.new).toMatchObject({ kind: 'like' });
    await sleep(200);
    expect(likes.received).toEqual([]);
    await disconnectAll([erin.client]);
  });
});

describe('connection requests', () => {
  it("reach their receiver live, without the answer's columns, and no bystander", async () => {
    const received = new Inbox<RealtimePostgresChangesPayload<Record<string, unknown>>>();
    const bystander = new Inbox();
    await subscribe(
      bob.client
        .channel('bob-requests')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'connection_requests', filter: `receiver_id=eq.${bob.id}` }, received.push),
    );
    await subscribe(alice.client.channel('alice-requests').on('postgres_changes', { event: '*', schema: 'public', table: 'connection_requests' }, bystander.push));
    const { error } = await carol.client.from('connection_requests').insert({ sender_id: carol.id, receiver_id: bob.id, message: 'Coffee?' });
    expect(error).toBeNull();
    const [event] = await received.waitFor(1);
    expect(event.new).toMatchObject({ sender_id: carol.id, receiver_id: bob.id, message: 'Coffee?' });
    // Whether it was declined is nobody's but the receiver's (get_connection_requests reads it for her).
    expect(Object.keys(event.new).sort()).toEqual(['created_at', 'id', 'message', 'receiver_id', 'sender_id']);
    await sleep(200);
    expect(bystander.received).toEqual([]);
  });
});

describe('filters', () => {
  it('compare as the column type: in-lists, neq and uuids in any case', async () => {
    const matching = new Inbox<Change>();
    const other = new Inbox<Change>();
    await subscribe(
      bob.client
        .channel('bob-filters')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: 'content=in.(apple,"pear, ripe")' }, matching.push)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `sender_id=neq.${alice.id.toUpperCase()}` }, other.push),
    );
    await send('banana');
    await send('pear, ripe');
    const [pear] = await matching.waitFor(1);
    expect((pear.new as Message).content).toBe('pear, ripe');
    await sleep(200);
    expect(matching.received).toHaveLength(1);
    expect(other.received).toEqual([]);
  });
});

describe('a binding with select', () => {
  it('receives only the columns it named', async () => {
    const inbox = new Inbox<Change>();
    const channel = await subscribe(
      bob.client.channel('bob-select').on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'messages', filter: `receiver_id=eq.${bob.id}`, select: ['id', 'content'] },
        inbox.push,
      ),
    );
    const sent = await send('Just the text');
    const [event] = await inbox.waitFor(1);
    expect(event.new).toEqual({ id: sent.id, content: 'Just the text' });
    await bob.client.removeChannel(channel);
  });
});

describe('joins the server refuses', () => {
  const refused = (filter: { table: string; filter?: string }) =>
    subscribe(bob.client.channel(`refused-${filter.table}-${filter.filter ?? ''}`).on('postgres_changes', { event: 'INSERT', schema: 'public', ...filter }, () => {}));

  it('explain what is wrong with the binding', async () => {
    await expect(refused({ table: 'nope' })).rejects.toThrow('table public.nope does not exist');
    await expect(refused({ table: 'profiles' })).rejects.toThrow('table public.profiles is not in publication supabase_realtime');
    await expect(refused({ table: 'messages', filter: 'colour=eq.red' })).rejects.toThrow('no column "colour"');
    await expect(refused({ table: 'messages', filter: 'receiver_id=like.x%' })).rejects.toThrow('unsupported operator "like"');
    await expect(refused({ table: 'messages', filter: 'receiver_id=eq.not-a-uuid' })).rejects.toThrow('is not a valid uuid');
    // The client would retry the joins for ever.
    for (const channel of bob.client.getChannels().filter((c) => c.topic.startsWith('realtime:refused'))) {
      await bob.client.removeChannel(channel);
    }
  });
});
