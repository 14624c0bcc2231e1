import packageJson from '../../../package.json' with { type: 'json' };
import { handler } from './handler';

describe('health', () => {
  it.each(['GET', 'POST'])('answers %s with ok, the time and the version', async (method) => {
    const before = Date.now();
    const res = await handler(new Request('http://localhost/health', { method }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { status: string; time: string; version: string };
    expect(body).toEqual({ status: 'ok', time: expect.any(String), version: packageJson.version });
    expect(Date.parse(body.time)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses other methods with 405', async () => {
    const res = await handler(new Request('http://localhost/health', { method: 'DELETE' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
  });
});
