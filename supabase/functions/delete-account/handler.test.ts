import { DELETE_ACCOUNT_ANSWERS } from './answers';
import { handler } from './handler';

// What the handler answers before it calls the project (the contract tests in server/functions/ cover the rest).
const env = { supabaseUrl: 'http://127.0.0.1:9', anonKey: 'anon', serviceRoleKey: 'service', secrets: { get: () => undefined } };

describe('delete-account', () => {
  it('answers a browser preflight itself, as a hosted Edge Function must', async () => {
    const res = await handler(new Request('http://localhost/delete-account', { method: 'OPTIONS' }), env);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('refuses other methods with 405, and a call without a bearer token with 401, with CORS headers', async () => {
    const get = await handler(new Request('http://localhost/delete-account'), env);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const anonymous = await handler(new Request('http://localhost/delete-account', { method: 'POST', body: '{"confirm":"DELETE"}' }), env);
    const [status, code, error] = DELETE_ACCOUNT_ANSWERS.notSignedIn;
    expect(anonymous.status).toBe(status);
    expect(await anonymous.json()).toEqual({ error, code });
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
  });
});
