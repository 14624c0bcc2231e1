import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '../config';
import { readMetricsToken } from './metrics-access';
import { createMetrics } from './metrics';
import { createMetricsEndpoint, type MetricsAccess } from './metrics-endpoint';

// /metrics is open on a local server and needs METRICS_TOKEN on any other (docs/deployment.md).

const TOKEN = 'a-long-enough-metrics-token';

async function scrape(access: MetricsAccess, authorization?: string): Promise<number> {
  const serve = createMetricsEndpoint(createMetrics(), access);
  const server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });
    await answer.text();
    return answer.status;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

test('a local server needs no token', async () => {
  expect(await scrape({ local: true })).toBe(200);
});

test('a server others can reach answers only the token, and stays closed without one', async () => {
  expect(await scrape({ local: false })).toBe(403);
  expect(await scrape({ local: false, token: TOKEN })).toBe(401);
  expect(await scrape({ local: false, token: TOKEN }, `Bearer ${TOKEN}x`)).toBe(401);
  expect(await scrape({ local: false, token: TOKEN }, `Bearer ${TOKEN}`)).toBe(200);
});

test('METRICS_TOKEN must be long enough to guess badly', () => {
  expect(readMetricsToken({})).toBeUndefined();
  expect(readMetricsToken({ METRICS_TOKEN: TOKEN })).toBe(TOKEN);
  expect(() => readMetricsToken({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
});
