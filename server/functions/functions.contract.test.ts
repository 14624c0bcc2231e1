import { get as httpGet } from 'node:http';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { apiMounts } from '../http/api-mounts';
import { createAppServer } from '../http/app-server';
import { signJwt } from '../jwt';
import packageJson from '../../package.json' with { type: 'json' };
import { listenLocally } from '../testing/local-server';
import { createTestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createFunctionsHandler } from './index';
import type { EdgeFunction } from './registry';

let server: TestServer;
let user: SupabaseClient;
let token: string;
// A second gateway over the same database, serving functions written for these tests.
let testUrl: string;

let seeFirstEvent: () => void;
const firstEventSeen = new Promise<void>((resolve) => (seeFirstEvent = resolve));

const TEST_FUNCTIONS: Record<string, EdgeFunction> = {
  echo: {
    handler: async (req) =>
      Response.json({
        method: req.method,
        url: req.url,
        authorization: req.headers.get('authorization'),
        custom: req.headers.get('x-custom'),
        forwardedFor: req.headers.get('x-forwarded-for'),
        body: req.method === 'GET' ? null : await req.text(),
      }),
  },
  env: {
    handler: async (_req, env) => {
      // The test gateway serves functions only: the webhook proves the URL reaches it.
      const self = await fetch(`${env.supabaseUrl}/functions/v1/webhook`, { method: 'POST', headers: { apikey: env.anonKey } });
      const { secrets, ...addressAndKeys } = env;
      return Response.json({ ...addressAndKeys, reachable: self.status === 202, openaiModel: secrets.get('OPENAI_MODEL') ?? null });
    },
  },
  boom: {
    handler: async () => {
      throw new Error('secret internals: /etc/passwd');
    },
  },
  webhook: { verifyJwt: false, handler: async () => new Response('received', { status: 202 }) },
  stream: {
    handler: async () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('data: one\n\n'));
          // The rest waits until the client has the first event: a buffering server never gets here.
          await firstEventSeen;
          controller.enqueue(encoder.encode('data: two\n\n'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream', 'Set-Cookie': 'a=1' } });
    },
  },
};

beforeAll(async () => {
  server = await startTestServer();
  user = createTestClient(server.url, server.anonKey);
  const { data, error } = await user.auth.signUp({
    email: 'martha@example.com',
    password: 'Doctor2024',
    options: { data: { username: 'martha_jones', first_name: 'Martha', last_name: 'Jones', birth_date: '1988-02-14' } },
  });
  if (error) throw error;
  token = data.session!.access_token;
  const testGateway = createAppServer(server.ctx, apiMounts({ functions: createFunctionsHandler(server.ctx, TEST_FUNCTIONS) }));
  testUrl = (await listenLocally(testGateway)).url;
});
afterAll(() => server?.close());

describe('the health function through supabase-js', () => {
  it('answers a signed-in user with ok, the time and the version', async () => {
    const { data, error } = await user.functions.invoke('health', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'ok', time: expect.any(String), version: packageJson.version });
    expect((await user.functions.invoke('health')).data).toMatchObject({ status: 'ok' });
  });

  it('refuses a forged token with 401 Invalid JWT', async () => {
    const forged = await signJwt({ role: 'authenticated', sub: 'x' }, 'another-secret-that-is-32-characters-long', 60);
    const { data, error } = await user.functions.invoke('health', { headers: { Authorization: `Bearer ${forged}` } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' });
  });

  it('answers an unknown function with 404 JSON', async () => {
    const { error } = await user.functions.invoke('nothing-here');
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const res = await fetch(`${server.url}/functions/v1/${name}`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(404);
      await res.body?.cancel();
    }
  });

  it('answers a browser preflight with the headers functions.invoke sends', async () => {
    const res = await fetch(`${server.url}/functions/v1/health`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-region');
  });
});

describe('running function handlers', () => {
  const caller = () => createTestClient(testUrl, server.anonKey);

  it('passes the method, headers, path, query and body to the handler', async () => {
    const client = caller();
    const { data, error } = await client.functions.invoke('echo/sub?x=1', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'x-custom': 'yes', 'X-Forwarded-For': '203.0.113.7' },
      body: { hello: 'world' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'PUT',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/echo\/sub\?x=1$/),
      authorization: `Bearer ${token}`,
      custom: 'yes',
      // The client's address as the server sees it, not what the client claims.
      forwardedFor: '127.0.0.1',
      body: '{"hello":"world"}',
    });
  });

  it('gives the handler this server’s own address and the project keys, whatever Host the client sends', async () => {
    // fetch() cannot send another Host: node:http can.
    const body = await new Promise<string>((resolve, reject) => {
      const req = httpGet(`${testUrl}/functions/v1/env`, {
        headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, Host: 'attacker.example' },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
    });
    expect(JSON.parse(body)).toEqual({
      supabaseUrl: testUrl,
      anonKey: server.anonKey,
      serviceRoleKey: server.serviceRoleKey,
      reachable: true,
      // The declared secrets come from the server's environment (none set for this server).
      openaiModel: null,
    });
  });

  it('answers 500 without internals when a handler throws, and keeps serving', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await fetch(`${testUrl}/functions/v1/boom`, { method: 'POST', headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    expect(text).not.toContain('secret');
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    expect((await caller().functions.invoke('echo', { headers: { Authorization: `Bearer ${token}` } })).error).toBeNull();
  });

  it('lets a function opt out of the JWT check', async () => {
    const res = await fetch(`${testUrl}/functions/v1/webhook`, { method: 'POST', headers: { apikey: server.anonKey }, body: 'event' });
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('received');
    const missing = await fetch(`${testUrl}/functions/v1/echo`, { method: 'POST', headers: { apikey: server.anonKey } });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Missing authorization header' });
  });

  it('streams a response as it is written, with each cookie', async () => {
    const res = await fetch(`${testUrl}/functions/v1/stream`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` } });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.getSetCookie()).toEqual(['a=1']);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('data: one\n\n');
    seeFirstEvent();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
    expect(rest).toBe('data: two\n\n');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await fetch(`${testUrl}/functions/v1/echo`, {
      method: 'POST',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` },
      body: 'x'.repeat(2 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    await res.body?.cancel();
  });
});
