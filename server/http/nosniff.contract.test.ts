import http from 'node:http';
import { startTestServer, type TestServer } from '../testing/test-server';

// Every JSON answer of the API tells browsers not to sniff it: a body that echoes stored text must
// never be run as HTML or script.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string, headers?: Record<string, string>) =>
  fetch(`${server.url}${path}`, { headers: headers ?? { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` } });

/** The answer to a WebSocket upgrade the realtime server refuses (no API key). */
function refusedUpgrade(): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}/realtime/v1/websocket?vsn=2.0.0`, {
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('X-Content-Type-Options: nosniff', () => {
  it.each([
    ['REST rows', '/rest/v1/profiles?select=id&limit=1', 200],
    ['a REST error', '/rest/v1/no_such_table', 404],
    ['auth settings', '/auth/v1/settings', 200],
    ['an auth error', '/auth/v1/user', 403],
    ['storage buckets', '/storage/v1/bucket', 200],
    ['a storage error', '/storage/v1/object/info/no-such-bucket/x.png', 400],
    ['a function', '/functions/v1/health', 200],
    ['a functions gateway refusal', '/functions/v1/no-such-function', 404],
    ['an unknown API route', '/rest/v2/profiles', 404],
  ])('is sent with %s', async (_label, path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    await res.body?.cancel();
  });

  it('is sent when the API key is missing, and with a refused realtime upgrade', async () => {
    const noKey = await get('/rest/v1/profiles', {});
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get('x-content-type-options')).toBe('nosniff');
    await noKey.body?.cancel();
    const upgrade = await refusedUpgrade();
    expect(upgrade.statusCode).toBe(401);
    expect(upgrade.headers['x-content-type-options']).toBe('nosniff');
  });
});
