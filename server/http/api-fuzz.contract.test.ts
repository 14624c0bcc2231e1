import fc from 'fast-check';
import { userToken } from '../testing/rest-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createUsers } from '../testing/test-users';

// Generated hostile requests against every surface, with a fixed seed so a failure replays: REST
// filters, selects, orders and bodies, RPC arguments, headers, auth and storage paths. None may get
// a 5xx, none may take 5 s, and the one database connection must serve a request at the end.
const SEED = 20261124;
const RUNS = 3_200;
const HANG_MS = 5_000;

const TABLES = ['profiles', 'public_profiles', 'photos', 'interests', 'messages', 'places', 'connection_requests', 'nope'];
const COLUMNS = ['id', 'username', 'first_name', 'bio', 'interests', 'gender', 'label', 'content', 'status', 'created_at', 'x'];
const OPERATORS = ['eq', 'neq', 'gt', 'lt', 'like', 'ilike', 'match', 'imatch', 'in', 'cs', 'cd', 'ov', 'fts', 'is', 'not.eq', 'sl'];
const FUNCTIONS = ['search_places', 'is_username_available', 'get_conversations', 'get_discovery_feed', 'get_messages',
  'send_message', 'reorder_photos', 'export_my_data'];
const PARAMETERS = ['query', 'username', 'name', 'owner', 'after', 'search', 'page_size', 'partner', 'body', 'photo_ids', 'list'];

/** Inputs that broke or slowed the server before, among ordinary noise. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    'a'.repeat(15_000),
    `${'('.repeat(5_000)}a${')'.repeat(5_000)}`,
    `${'['.repeat(2_000)}${']'.repeat(2_000)}`,
    '(a+)+$',
    "'; drop table profiles; --",
    '%_%\\',
    '\u0000',
    '{"a":',
    'null',
    '-1',
    '9'.repeat(40),
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.integer({ min: 1, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  asMember: boolean;
}

const restRead = fc.record({
  table: fc.constantFrom(...TABLES),
  column: fc.oneof(fc.constantFrom(...COLUMNS), nasty),
  operator: fc.constantFrom(...OPERATORS),
  value: nasty,
  select: fc.oneof(fc.constant('*'), fc.constantFrom(...COLUMNS), nasty),
  order: fc.oneof(fc.constantFrom('id.desc', 'created_at.asc.nullslast'), nasty),
  range: fc.oneof(fc.constant(''), nasty),
}).map(({ table, column, operator, value, select, order, range }): Omit<FuzzRequest, 'asMember'> => ({
  method: 'GET',
  path: `/rest/v1/${table}?${encodeURIComponent(column)}=${operator}.${encodeURIComponent(value)}` +
    `&select=${encodeURIComponent(select)}&order=${encodeURIComponent(order)}`,
  headers: range ? { Range: range } : {},
}));

const restWrite = fc.record({
  method: fc.constantFrom('POST', 'PATCH', 'DELETE'),
  table: fc.constantFrom(...TABLES),
  body: fc.oneof(fc.json({ maxDepth: 4 }), nasty),
  prefer: fc.oneof(fc.constantFrom('return=representation', 'resolution=merge-duplicates', 'count=exact'), nasty),
  filter: fc.oneof(fc.constant('id=eq.00000000-0000-4000-8000-000000000001'), nasty.map((v) => `id=in.(${encodeURIComponent(v)})`)),
}).map(({ method, table, body, prefer, filter }): Omit<FuzzRequest, 'asMember'> => ({
  method,
  path: `/rest/v1/${table}?${filter}`,
  headers: { 'Content-Type': 'application/json', Prefer: prefer },
  body,
}));

const rpc = fc.record({
  fn: fc.oneof(fc.constantFrom(...FUNCTIONS), nasty),
  args: fc.dictionary(fc.oneof(fc.constantFrom(...PARAMETERS), fc.string({ maxLength: 8 })), fc.oneof(nasty, fc.jsonValue({ maxDepth: 3 })), { maxKeys: 3 }),
  get: fc.boolean(),
}).map(({ fn, args, get }): Omit<FuzzRequest, 'asMember'> =>
  get
    ? { method: 'GET', path: `/rest/v1/rpc/${encodeURIComponent(fn)}?${new URLSearchParams(Object.entries(args).map(([k, v]): [string, string] => [k, String(v)]))}`, headers: {} }
    : { method: 'POST', path: `/rest/v1/rpc/${encodeURIComponent(fn)}`, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(args) },
);

const auth = fc.record({
  path: fc.constantFrom('/auth/v1/token?grant_type=password', '/auth/v1/token?grant_type=refresh_token', '/auth/v1/signup', '/auth/v1/user', '/auth/v1/logout', '/auth/v1/recover', '/auth/v1/authorize?provider=google'),
  method: fc.constantFrom('POST', 'PUT', 'GET'),
  body: fc.oneof(
    fc.record({ email: nasty, password: nasty }).map((b) => JSON.stringify(b)),
    fc.record({ refresh_token: nasty }).map((b) => JSON.stringify(b)),
    nasty,
  ),
}).map(({ path, method, body }): Omit<FuzzRequest, 'asMember'> => ({ method, path, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : body }));

const storage = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
  bucket: fc.oneof(fc.constantFrom('profile-photos', 'avatars'), nasty),
  name: nasty,
  kind: fc.constantFrom('object', 'object/public', 'object/list', 'object/sign', 'bucket'),
}).map(({ method, bucket, name, kind }): Omit<FuzzRequest, 'asMember'> => ({
  method,
  path: `/storage/v1/${kind}/${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}`,
  headers: { 'Content-Type': method === 'POST' || method === 'PUT' ? 'image/png' : 'application/json' },
  body: method === 'POST' || method === 'PUT' ? name.slice(0, 2_000) : undefined,
}));

const hostileHeaders = fc.record({
  accept: fc.oneof(fc.constantFrom('application/json', 'text/csv', 'application/vnd.pgrst.object+json', '*/*'), nasty),
  authorization: fc.oneof(fc.constant(''), nasty.map((v) => `Bearer ${v}`)),
  profile: fc.oneof(fc.constant(''), nasty),
});

const requests = fc
  .tuple(fc.oneof(restRead, restWrite, rpc, auth, storage), hostileHeaders, fc.boolean())
  .map(([request, extra, asMember]): FuzzRequest & { extra: typeof extra } => ({ ...request, asMember, extra }));

let server: TestServer;
let memberToken: string;
beforeAll(async () => {
  server = await startTestServer();
  const [member] = await createUsers(server.ctx.db, 1, { first_name: 'Fuzz', birth_date: '1990-01-01' });
  memberToken = await userToken(server, member.id);
});
afterAll(() => server?.close());

function headerSafe(value: string): string {
  // fetch refuses header values with control or non-Latin-1 characters before sending anything.
  return value.replace(/[^\x20-\x7e]/g, '?').slice(0, 8_000);
}

it(`answers ${RUNS} generated hostile requests without a 5xx or a hang, and stays healthy`, async () => {
  const failures: string[] = [];
  for (const request of fc.sample(requests, { seed: SEED, numRuns: RUNS })) {
    const headers: Record<string, string> = { apikey: server.anonKey, ...request.headers };
    headers.Authorization = `Bearer ${request.asMember ? memberToken : server.anonKey}`;
    if (request.extra.authorization) headers.Authorization = headerSafe(request.extra.authorization);
    headers.Accept = headerSafe(request.extra.accept);
    if (request.extra.profile) headers['Accept-Profile'] = headerSafe(request.extra.profile);
    for (const [name, value] of Object.entries(headers)) headers[name] = headerSafe(value);
    const started = performance.now();
    const answer = await fetch(`${server.url}${request.path.slice(0, 60_000)}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
      signal: AbortSignal.timeout(HANG_MS),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return String(response.status);
      },
      (error: Error) => error.name,
    );
    const ms = performance.now() - started;
    if (!/^[1-4]\d\d$/.test(answer) || ms > HANG_MS) failures.push(`${request.method} ${request.path.slice(0, 120)} → ${answer} (${Math.round(ms)} ms)`);
  }
  expect(failures).toEqual([]);
  const health = await fetch(`${server.url}/rest/v1/rpc/is_username_available`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'still_here' }),
  });
  expect(health.status).toBe(200);
}, 180_000);
