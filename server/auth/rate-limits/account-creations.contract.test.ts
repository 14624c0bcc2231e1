import { startTestServer, type TestServer } from '../../testing/test-server';
import { DEFAULT_RATE_LIMITS } from '../auth-options';
import { TOO_MANY_ACCOUNTS } from './account-creations';

// Accounts created per client address (docs/security.md): a farm of fake profiles comes from few
// addresses. Three an hour here, so that the test creates few.
jest.setTimeout(60_000);

let server: TestServer;
let clock = 0;
beforeAll(async () => {
  server = await startTestServer({
    auth: { rateLimit: { ...DEFAULT_RATE_LIMITS, accountsPerAddress: { max: 3, windowMs: 60 * 60 * 1000 } }, trustProxy: 1, now: () => clock },
  });
});
afterAll(() => server.close());

const signUp = (email: string, from: string, password = 'Hospital42') =>
  fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify({ email, password }),
  });

it('lets an address create its accounts, then refuses with when to try again; another address is not held back', async () => {
  for (const name of ['a1', 'a2', 'a3']) expect((await signUp(`${name}@example.com`, '203.0.113.9')).status).toBe(200);
  const refused = await signUp('a4@example.com', '203.0.113.9');
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({ error_code: 'over_request_rate_limit', msg: TOO_MANY_ACCOUNTS });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  expect((await signUp('b1@example.com', '198.51.100.4')).status).toBe(200);
  clock += 60 * 60 * 1000;
  expect((await signUp('a4@example.com', '203.0.113.9')).status).toBe(200);
});

it('counts accounts made, not attempts: a refused sign-up uses up nothing', async () => {
  for (let i = 0; i < 5; i++) expect((await signUp(`weak${i}@example.com`, '192.0.2.7', 'short')).status).toBe(422);
  expect((await signUp('strong@example.com', '192.0.2.7')).status).toBe(200);
});
