import { startTestServer, type TestServer } from '../testing';
import { createTestClient } from './testing';

// A fresh database per file and bcrypt at cost 10 take seconds when the two cores are busy.
jest.setTimeout(30_000);

const LIMIT = { max: 2, windowMs: 60_000 };
const servers: TestServer[] = [];

async function serverWith(trustProxy: boolean): Promise<TestServer> {
  const server = await startTestServer({ auth: { rateLimit: LIMIT, trustProxy } });
  servers.push(server);
  return server;
}
afterAll(() => Promise.all(servers.map((server) => server.close())));

function signIn(server: TestServer, forwardedFor?: string) {
  return fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: server.ctx.keys.anonKey,
      'Content-Type': 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong12345' }),
  });
}

describe('rate limiting per client address', () => {
  it('answers over_request_rate_limit once a client used up its sign-in attempts', async () => {
    const server = await serverWith(false);
    const client = createTestClient(server.url, server.ctx.keys.anonKey);
    const attempt = () => client.auth.signInWithPassword({ email: 'nobody@example.com', password: 'Wrong12345' });
    expect((await attempt()).error?.code).toBe('invalid_credentials');
    expect((await attempt()).error?.code).toBe('invalid_credentials');
    const limited = await attempt();
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });

    // Sign-ups are counted apart from sign-ins.
    const signUp = await client.auth.signUp({ email: 'new@example.com', password: 'Fresh12345' });
    expect(signUp.error).toBeNull();
  });

  it('ignores X-Forwarded-For unless told to trust a proxy', async () => {
    const direct = await serverWith(false);
    await signIn(direct, '203.0.113.1');
    await signIn(direct, '203.0.113.2');
    expect((await signIn(direct, '203.0.113.3')).status).toBe(429);

    const proxied = await serverWith(true);
    await signIn(proxied, '203.0.113.1');
    await signIn(proxied, '203.0.113.1');
    expect((await signIn(proxied, '203.0.113.1')).status).toBe(429);
    expect((await signIn(proxied, '203.0.113.2')).status).toBe(400);
  });
});
