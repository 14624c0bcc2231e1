import { createTestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';

// Visitors may ask whether a username is free (the registration form does), at a person's pace.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ auth: { trustProxy: 1 } });
});
afterAll(() => server.close());

/** A visitor behind the trusted proxy, which appended her address to X-Forwarded-For. */
function visitorAt(address: string) {
  return createTestClient(server.url, server.anonKey, { headers: { 'X-Forwarded-For': `203.0.113.77, ${address}` } });
}

async function checksUntilRefused(address: string, tries: number): Promise<{ served: number; status?: number; code?: string }> {
  const visitor = visitorAt(address);
  for (let served = 0; served < tries; served++) {
    const { error, status } = await visitor.rpc('is_username_available', { username: 'someone_new' });
    if (error) return { served, status, code: error.code };
  }
  return { served: tries };
}

it('answers 30 checks a minute per address, then 429; another address is not held back', async () => {
  expect(await checksUntilRefused('198.51.100.1', 35)).toEqual({ served: 30, status: 429, code: 'PT429' });
  expect(await checksUntilRefused('198.51.100.2', 1)).toEqual({ served: 1 });
});

it('counts the address the proxy saw, not what the visitor wrote before it', async () => {
  const spoofing = (n: number) =>
    createTestClient(server.url, server.anonKey, { headers: { 'X-Forwarded-For': `10.0.0.${n}, 198.51.100.3` } });
  let refused = 0;
  for (let n = 0; n < 35; n++) {
    const { error } = await spoofing(n).rpc('is_username_available', { username: 'someone_new' });
    if (error) refused++;
  }
  expect(refused).toBe(5);
});
