import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiKeys } from '../jwt';
import { conversationTopic, joinConversation } from '../testing/conversation-channels';
import { Inbox } from '../testing/inbox';
import { copyPostgresTemplate } from '../testing/postgres-test-database';
import { disconnectAll, matchUsers, signUpUser, subscribe } from '../testing/realtime-clients';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

// Several processes share one PostgreSQL only: PGlite's files belong to one process (worker-count.test.ts).
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

// Each process starts a whole server: seconds on a busy 2-core machine.
jest.setTimeout(120_000);

/** Resolves once `condition` holds, checked as presence syncs arrive; 15 s at most (a busy machine). */
function eventually(inbox: Inbox<string[]>, condition: (keys: string[]) => boolean): Promise<void> {
  const met = () => inbox.received.length > 0 && condition(inbox.received.at(-1)!);
  return new Promise((resolve, reject) => {
    if (met()) return resolve();
    const timer = setInterval(() => met() && (clearInterval(timer), clearTimeout(limit), resolve()), 20);
    const limit = setTimeout(() => (clearInterval(timer), reject(new Error(`presence never held: ${JSON.stringify(inbox.received)}`))), 15_000);
  });
}

onPostgres('several server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof copyPostgresTemplate>>;
  let root: string;
  const secret = randomBytes(32).toString('base64url');
  const running: ServerProcess[] = [];
  // One storage directory for all, as docs/deployment.md asks of a cluster.
  const env = () => ({ DATABASE_URL: database.url, DATA_DIR: path.join(root, 'data'), JWT_SECRET: secret, PORT: '0' });
  const start = async (args: string[] = [], readyWhen?: RegExp) => {
    const server = await startServerProcess(env(), args, readyWhen);
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    database = await copyPostgresTemplate(serverUrl!);
    root = await mkdtemp(path.join(os.tmpdir(), 'ascend-cluster-'));
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    await database?.drop();
    await rm(root, { recursive: true, force: true });
  });

  it('a message sent through one reaches a member connected to the other, and typing and presence cross too', async () => {
    const { anonKey } = await apiKeys(secret);
    const one = await start();
    const two = await start();
    const ava = await signUpUser({ url: one.url, anonKey }, 'ava');
    const noah = await signUpUser({ url: two.url, anonKey }, 'noah');
    await matchUsers(ava, noah);
    const topic = conversationTopic(ava.id, noah.id);
    const avaSide = await joinConversation(ava.client, topic, ava.id);
    const noahSide = await joinConversation(noah.client, topic, noah.id);
    const inserts = new Inbox<{ new: Record<string, unknown> }>();
    const mine = { event: 'INSERT', schema: 'public', table: 'messages', filter: `receiver_id=eq.${noah.id}` } as const;
    await subscribe(noah.client.channel('noah-inbox').on('postgres_changes', mine, inserts.push));

    expect(await avaSide.channel.track({ user_id: ava.id })).toBe('ok');
    await eventually(noahSide.present, (keys) => keys.includes(ava.id));
    expect(await noahSide.channel.track({ user_id: noah.id })).toBe('ok');
    await eventually(avaSide.present, (keys) => keys.includes(noah.id) && keys.includes(ava.id));

    expect(await avaSide.channel.send({ type: 'broadcast', event: 'typing', payload: { user_id: ava.id } })).toBe('ok');
    expect((await noahSide.typing.waitFor(1))[0].payload).toEqual({ user_id: ava.id });
    // Larger than one NOTIFY (8000 bytes): it travels in parts (relay-payloads.ts).
    const offer = 'v=0 '.repeat(5_000);
    expect(await noahSide.channel.send({ type: 'broadcast', event: 'typing', payload: { offer } })).toBe('ok');
    expect((await avaSide.typing.waitFor(1))[0].payload).toEqual({ offer });

    const sent = await ava.client.rpc('send_message', { message_id: randomUUID(), receiver: noah.id, body: 'Hello from the other process' });
    expect(sent.error).toBeNull();
    const [insert] = await inserts.waitFor(1);
    expect(insert.new).toMatchObject({ sender_id: ava.id, content: 'Hello from the other process' });

    // Ava's process stops: her presence leaves Noah's channel on the other one.
    expect(await one.stop()).toBe(0);
    await eventually(noahSide.present, (keys) => keys.includes(noah.id) && !keys.includes(ava.id));
    await disconnectAll([ava.client, noah.client]);
  });
});
