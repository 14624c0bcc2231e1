import { Writable } from 'node:stream';
import { DEFAULT_RATE_LIMITS } from '../auth/auth-options';
import { useTestServer } from '../testing/contract-server';
import { matchUsers, signUpUser, subscribe } from '../testing/realtime-clients';
import { createLogger } from './logger';

// What an operator sees after some traffic: /metrics counts it by route template and status, and the
// request log has one JSON line a request with its id, and none of the traffic's secrets or texts.

const logLines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const MESSAGE_TEXT = 'meet me by the old lighthouse at nine';
const PASSWORD = 'Realtime1test';

const given = useTestServer(
  async (server) => {
    const alice = await signUpUser(server, 'alice');
    const bob = await signUpUser(server, 'bob');
    await matchUsers(alice, bob);
    await subscribe(bob.client.channel('metrics-room'));
    const sent = await alice.client.from('messages').insert({ sender_id: alice.id, receiver_id: bob.id, content: MESSAGE_TEXT });
    if (sent.error) throw sent.error;
    const session = (await alice.client.auth.getSession()).data.session;
    return { alice, bob, accessToken: session?.access_token ?? '', refreshToken: session?.refresh_token ?? '' };
  },
  // Two wrong passwords from one address, and the third attempt is refused.
  { auth: { rateLimit: { ...DEFAULT_RATE_LIMITS, perAddress: { max: 2, windowMs: 60_000 } } }, observability: { log: createLogger(capture) } },
);

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${given.server.url}${path}`, { ...init, headers: { apikey: given.server.anonKey, ...init.headers } });

async function scrape(): Promise<string> {
  const answer = await fetch(`${given.server.url}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain');
  return answer.text();
}

/** The value of one series, found by its name and labels as Prometheus prints them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

beforeAll(async () => {
  await api('/rest/v1/no_such_table_7f3a9c', { headers: { Authorization: `Bearer ${given.accessToken}` } });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await api('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-pass1' }) });
  }
  await api('/functions/v1/ai', { method: 'POST', headers: { Authorization: `Bearer ${given.accessToken}` }, body: '{}' });
});

test('counts requests by route template and status, with latency histograms', async () => {
  const text = await scrape();
  expect(sample(text, 'ascend_http_requests_total{method="POST",route="/auth/v1/signup",status="200"}')).toBe(2);
  expect(sample(text, 'ascend_http_requests_total{method="POST",route="/rest/v1/messages",status="201"}')).toBe(1);
  expect(sample(text, 'ascend_http_request_duration_seconds_count{method="POST",route="/rest/v1/messages"}')).toBe(1);
  expect(sample(text, 'ascend_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/rest/v1/messages"}')).toBe(1);
  // A path the server does not serve is no label of its own.
  expect(text).not.toContain('no_such_table');
  expect(sample(text, 'ascend_http_requests_total{method="GET",route="/rest/v1/:other",status="404"}')).toBe(1);
});

test('counts rate-limit refusals and AI calls', async () => {
  const text = await scrape();
  expect(sample(text, 'ascend_rate_limit_refusals_total{route="/auth/v1/token"}')).toBe(1);
  expect(text).toMatch(/^ascend_ai_calls_total\{function="ai",status="\d+"\} 1$/m);
  expect(sample(text, 'ascend_ai_call_duration_seconds_count{function="ai"}')).toBe(1);
  expect(sample(text, 'ascend_db_statement_timeouts_total')).toBe(0);
});

test('shows open sockets and channels, database use and the mail queue', async () => {
  const text = await scrape();
  expect(sample(text, 'ascend_realtime_sockets')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'ascend_realtime_channels')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'ascend_http_open_connections')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'ascend_db_operations_in_flight')).toBe(0);
  expect(sample(text, 'ascend_mail_queue')).toBe(0);
  // PGlite is one connection: the pool's gauges exist on PostgreSQL only.
  if (process.env.TEST_DATABASE_URL) expect(sample(text, 'ascend_db_pool_connections')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
});

test('logs one JSON line a request, with its id, and no secret or message text', async () => {
  const answer = await api('/auth/v1/settings', { headers: { 'X-Request-Id': 'proxy-request-0001' } });
  expect(answer.headers.get('x-request-id')).toBe('proxy-request-0001');
  expect((await api('/auth/v1/settings')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries.find((entry) => entry.reqId === 'proxy-request-0001')).toMatchObject({ msg: 'request', method: 'GET', route: '/auth/v1/settings', status: 200 });
  expect(entries.every((entry) => typeof entry.reqId === 'string' && typeof entry.route === 'string')).toBe(true);
  const log = logLines.join('\n');
  for (const secret of [PASSWORD, 'Wrong-pass1', MESSAGE_TEXT, given.accessToken, given.refreshToken, given.server.anonKey, given.server.serviceRoleKey, '@example.com', 'grant_type']) {
    expect(log).not.toContain(secret);
  }
});
