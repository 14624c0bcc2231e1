import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { TrustedProxies } from '../../http';
import { DEFAULT_RATE_LIMITS, type AuthRateLimits } from '../auth-options';

// A fresh database per file and bcrypt at cost 10 take seconds when the two cores are busy.
jest.setTimeout(60_000);

const MEMBER = { email: 'martha@example.com', password: 'Hospital42' };
const servers: TestServer[] = [];
let clock = 0;

async function serverWith(trustProxy: TrustedProxies, rateLimit: Partial<AuthRateLimits>): Promise<TestServer> {
  const server = await startTestServer({ auth: { rateLimit: { ...DEFAULT_RATE_LIMITS, ...rateLimit }, trustProxy, now: () => clock } });
  servers.push(server);
  return server;
}
beforeEach(() => {
  clock = 0;
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

function post(server: TestServer, path: string, body: unknown, from?: string, token?: string) {
  return fetch(`${server.url}/auth/v1${path}`, {
    method: path === '/user' ? 'PUT' : 'POST',
    headers: {
      apikey: server.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      ...(from ? { 'X-Forwarded-For': from } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}
const signIn = (server: TestServer, from: string | undefined, password: string, email = MEMBER.email) =>
  post(server, '/token?grant_type=password', { email, password }, from);

async function withMember(server: TestServer): Promise<void> {
  const { error } = await createTestClient(server.url, server.anonKey).auth.signUp(MEMBER);
  if (error) throw error;
}

describe('requests per client address', () => {
  it('answers over_request_rate_limit with Retry-After once a client used up its sign-in requests', async () => {
    const server = await serverWith(false, { requests: { max: 2, windowMs: 60_000 } });
    const client = createTestClient(server.url, server.anonKey);
    const attempt = () => client.auth.signInWithPassword({ email: 'nobody@example.com', password: 'Wrong12345' });
    expect((await attempt()).error?.code).toBe('invalid_credentials');
    clock = 15_000;
    expect((await attempt()).error?.code).toBe('invalid_credentials');
    const limited = await attempt();
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    const raw = await signIn(server, undefined, 'Wrong12345');
    expect([raw.status, raw.headers.get('retry-after')]).toEqual([429, '45']);

    // Sign-ups are counted apart from sign-ins.
    const signUp = await client.auth.signUp({ email: 'new@example.com', password: 'Fresh12345' });
    expect(signUp.error).toBeNull();
  });

  it('ignores X-Forwarded-For unless told to trust a proxy', async () => {
    const requests = { max: 2, windowMs: 60_000 };
    const direct = await serverWith(false, { requests });
    await signIn(direct, '203.0.113.1', 'Wrong12345');
    await signIn(direct, '203.0.113.2', 'Wrong12345');
    expect((await signIn(direct, '203.0.113.3', 'Wrong12345')).status).toBe(429);

    const proxied = await serverWith(true, { requests });
    await signIn(proxied, '203.0.113.1', 'Wrong12345');
    await signIn(proxied, '203.0.113.1', 'Wrong12345');
    expect((await signIn(proxied, '203.0.113.1', 'Wrong12345')).status).toBe(429);
    expect((await signIn(proxied, '203.0.113.2', 'Wrong12345')).status).toBe(400);
  });

  it('behind a proxy, counts the address the proxy saw, whatever the client wrote in X-Forwarded-For', async () => {
    const requests = { max: 2, windowMs: 60_000 };
    // The client sends "X-Forwarded-For: <anything>"; each proxy appends the address it saw.
    const oneProxy = await serverWith(true, { requests });
    for (let i = 1; i <= 2; i++) expect((await signIn(oneProxy, `192.0.2.${i}, 203.0.113.50`, 'Wrong12345')).status).toBe(400);
    const refused = await signIn(oneProxy, '192.0.2.3, 203.0.113.50', 'Wrong12345');
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '60']);
    expect((await signIn(oneProxy, '203.0.113.50, 203.0.113.51', 'Wrong12345')).status).toBe(400);

    const twoProxies = await serverWith(2, { requests });
    for (let i = 1; i <= 2; i++) expect((await signIn(twoProxies, `192.0.2.${i}, 203.0.113.50, 10.0.0.1`, 'Wrong12345')).status).toBe(400);
    expect((await signIn(twoProxies, '192.0.2.3, 203.0.113.50, 10.0.0.1', 'Wrong12345')).status).toBe(429);
    expect((await signIn(twoProxies, '203.0.113.50, 203.0.113.51, 10.0.0.1', 'Wrong12345')).status).toBe(400);
  });

  it('believes X-Forwarded-For from a caller with the service-role key (a function acting for its client)', async () => {
    const requests = { max: 2, windowMs: 60_000 };
    const direct = await serverWith(false, { requests });
    const asService = (from: string) =>
      fetch(`${direct.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: direct.serviceRoleKey, 'Content-Type': 'application/json', 'X-Forwarded-For': from },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong12345' }),
      });
    await asService('203.0.113.1');
    await asService('203.0.113.1');
    expect((await asService('203.0.113.1')).status).toBe(429);
    expect((await asService('203.0.113.2')).status).toBe(400);
  });
});

describe('failed passwords per address and per account (password-attempts.ts)', () => {
  const ATTACKER = '198.51.100.66';
  const HOME = '203.0.113.10';
  const limits = (perAccountMax: number) => ({
    perAddress: { max: 3, windowMs: 60_000 },
    perAccount: { max: perAccountMax, windowMs: 60_000 },
    accountLockdownAt: 6,
  });

  it("closes the attacker's address, not the member's account", async () => {
    const server = await serverWith(true, limits(10));
    await withMember(server);
    for (let i = 0; i < 3; i++) expect((await signIn(server, ATTACKER, `Guess${i}abc`)).status).toBe(400);
    const refused = await signIn(server, ATTACKER, 'Guess9abc');
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '60']);
    expect(await refused.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });

    expect((await signIn(server, HOME, MEMBER.password)).status).toBe(200);
    // Our rule: an address over its own budget is closed for everyone behind it (a shared NAT
    // included), the right password too, until its window ends.
    expect((await signIn(server, ATTACKER, MEMBER.password)).status).toBe(429);
    clock = 60_000;
    expect((await signIn(server, ATTACKER, MEMBER.password)).status).toBe(200);
  });

  it('caps the guesses on one account from many addresses; the member still signs in', async () => {
    const server = await serverWith(true, limits(3));
    await withMember(server);
    expect((await signIn(server, HOME, MEMBER.password)).status).toBe(200);
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await signIn(server, address, 'Guess1abc')).status).toBe(400);
    // Over the account's budget: an address that failed on it is refused, a new one gets one guess.
    expect((await signIn(server, '192.0.2.1', 'Guess2abc')).status).toBe(429);
    expect((await signIn(server, '192.0.2.4', 'Guess2abc')).status).toBe(400);
    expect((await signIn(server, '192.0.2.4', 'Guess3abc')).status).toBe(429);
    expect((await signIn(server, '203.0.113.99', MEMBER.password)).status).toBe(200);
    expect((await signIn(server, '192.0.2.5', 'Guess2abc')).status).toBe(400);
    expect((await signIn(server, '192.0.2.6', 'Guess2abc')).status).toBe(400);
    // Lockdown (6 failures): new addresses are refused, the right password too ...
    expect((await signIn(server, '192.0.2.7', MEMBER.password)).status).toBe(429);
    // ... but where the member has a live session, they sign in.
    expect((await signIn(server, HOME, MEMBER.password)).status).toBe(200);
  });

  it('in lockdown, still lets the member in from an address where she signed in before, signed out since', async () => {
    const server = await serverWith(true, limits(3));
    await withMember(server);
    const session = (await (await signIn(server, HOME, MEMBER.password)).json()) as { access_token: string };
    expect((await post(server, '/logout', {}, HOME, session.access_token)).status).toBe(204);
    for (let i = 1; i <= 6; i++) expect((await signIn(server, `192.0.2.${i}`, 'Guess1abc')).status).toBe(400);
    expect((await signIn(server, '192.0.2.7', MEMBER.password)).status).toBe(429);
    expect((await signIn(server, HOME, MEMBER.password)).status).toBe(200);
  });

  it('counts wrong current_password guesses made with a stolen token like sign-ins', async () => {
    const server = await serverWith(true, limits(10));
    await withMember(server);
    const session = (await (await signIn(server, HOME, MEMBER.password)).json()) as { access_token: string };
    const change = (current: string) => post(server, '/user', { password: 'Stolen999x', current_password: current }, ATTACKER, session.access_token);
    for (let i = 0; i < 3; i++) expect((await change(`Guess${i}abc`)).status).toBe(400);
    const refused = await change(MEMBER.password);
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '60']);
  });
});
