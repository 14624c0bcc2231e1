import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiKeys } from '../jwt';
import { conversationTopic, joinConversation } from '../testing/conversation-channels';
import { Inbox, sleep } from '../testing/inbox';
import { copyPostgresTemplate } from '../testing/postgres-test-database';
import { disconnectAll, matchUsers, signUpUser, subscribe } from '../testing/realtime-clients';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

// Several processes share one PostgreSQL only: PGlite's files belong to one process (worker-count.test.ts),
// so this file runs in the PostgreSQL suite only (docs/testing.md, engine-only files).
const serverUrl = process.env.TEST_DATABASE_URL!;

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

/** A request on a connection of its own: the cluster hands each new connection to the next worker. */
function onNewConnection(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('several server processes on one PostgreSQL', () => {
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

  it('`--workers 2`: a scrape of /metrics, whichever worker answers it, counts the requests both answered', async () => {
    const cluster = await start(['--workers', '2'], /^Workers: all 2 ready$/m);
    const { anonKey } = await apiKeys(secret);
    // Six requests on new connections: the cluster hands them to the workers in turn, three each.
    for (let n = 0; n < 6; n += 1) {
      expect((await onNewConnection(`${cluster.url}/auth/v1/health`, { headers: { apikey: anonKey } })).status).toBe(200);
    }
    // Two scrapes, one per worker: each process alone has counted three of the six.
    const series = 'ascend_http_requests_total{method="GET",route="/auth/v1/health",status="200"} ';
    for (let n = 0; n < 2; n += 1) {
      const scrape = await onNewConnection(`${cluster.url}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.body.split('\n').filter((line) => line.startsWith(series))).toEqual([`${series}6`]);
    }
    expect(await cluster.stop()).toBe(0);
  });

  it('`--workers 2` serves one port from two processes; e-mail and the Stripe stand-in live in worker 1, reached through either', async () => {
    const cluster = await start(['--workers', '2'], /^Worker 2 \(pid \d+\) is ready at /m);
    expect(cluster.output()).toMatch(/^Workers: 2 processes behind one port/m);
    expect(/^Worker 2 \(pid \d+\) is ready at (\S+) /m.exec(cluster.output())![1]).toBe(cluster.url);
    const { anonKey } = await apiKeys(secret);
    // Eight requests on new connections: both workers answer some (the cluster takes them in turn).
    const emails = [1, 2, 3, 4].map((n) => `cluster_${n}_${process.pid}@example.com`);
    for (const email of emails) {
      const asked = await onNewConnection(`${cluster.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { apikey: anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, create_user: true }),
      });
      expect(asked.status).toBe(200);
    }
    // Auth sends its e-mails after answering: each is looked for until it is there.
    for (const email of emails) {
      let inbox = { status: 0, body: '[]' };
      for (let tries = 0; tries < 100 && (inbox.status === 0 || (inbox.status === 200 && inbox.body === '[]')); tries += 1) {
        if (tries > 0) await sleep(100);
        inbox = await onNewConnection(`${cluster.url}/_mail/api/messages?to=${encodeURIComponent(email)}`);
      }
      expect([inbox.status, (JSON.parse(inbox.body) as unknown[]).length]).toEqual([200, 1]);
    }
    // The stand-in checks its key itself: a 401 in Stripe's shape from whichever worker is reached.
    for (let n = 0; n < 2; n += 1) {
      const refused = await onNewConnection(`${cluster.url}/local-stripe/v1/customers`, { method: 'POST' });
      expect(refused.status).toBe(401);
    }
    // A worker that dies is replaced.
    const pid = Number(/^Worker 2 \(pid (\d+)\) is ready/m.exec(cluster.output())![1]);
    process.kill(pid, 'SIGKILL');
    await cluster.said(new RegExp(`^Worker 2 \\(pid ${pid}\\) stopped \\(SIGKILL\\); starting another$`, 'm'));
    await cluster.said(/^Worker 2 \(pid \d+\) is ready[^]*^Worker 2 \(pid \d+\) is ready/m);
    expect(await cluster.stop()).toBe(0);
    expect(cluster.output()).toMatch(/^SIGTERM: stopping 2 workers$/m);
  });
});
