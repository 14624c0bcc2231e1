import { createClient } from '@supabase/supabase-js';
import { generateKeyPair, SignJWT } from 'jose';
import WebSocket from 'ws';
import { signJwt } from '../../jwt';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createTestClient(server.url, server.anonKey).auth.signUp({ email: 'ines@example.com', password: 'Souffle123' });
});
afterAll(() => server.close());

/** supabase-js recording the auth paths it asks for. */
function recordingClient() {
  const paths: string[] = [];
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `jwks-${Math.random()}` },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input, init) => {
        paths.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
        return fetch(input, init);
      },
    },
  });
  return { client, paths };
}

describe('asymmetric access tokens and the JWKS (supabase-js)', () => {
  it('publishes the public key that signs access tokens at /.well-known/jwks.json', async () => {
    // Without the project's key, as any verifier may fetch it.
    const response = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: server.ctx.config.jwtSigningKeys?.[0].kid, key_ops: ['verify'] })]);
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('lets getClaims() verify a session locally with that key, without asking /user', async () => {
    const { client, paths } = recordingClient();
    const { data: signedIn } = await client.auth.signInWithPassword({ email: 'ines@example.com', password: 'Souffle123' });
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toEqual({ alg: 'ES256', typ: 'JWT', kid: server.ctx.config.jwtSigningKeys?.[0].kid });
    expect(data?.claims).toMatchObject({ sub: signedIn.user?.id, role: 'authenticated', is_anonymous: false, aal: 'aal1' });
    expect(paths.filter((p) => p.startsWith('/auth/v1/')).slice(1)).toEqual(['/auth/v1/.well-known/jwks.json']);
  });

  it('refuses, in getClaims() and on every surface, a token signed by another key under the same kid', async () => {
    const { client } = recordingClient();
    const { data: signedIn } = await client.auth.signInWithPassword({ email: 'ines@example.com', password: 'Souffle123' });
    const stranger = await generateKeyPair('ES256');
    const forged = await new SignJWT({ ...(await client.auth.getClaims()).data?.claims })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: server.ctx.config.jwtSigningKeys?.[0].kid })
      .sign(stranger.privateKey);
    expect((await client.auth.getClaims(forged)).error?.message).toBe('Invalid JWT signature');
    const asForger = createTestClient(server.url, server.anonKey, { headers: { Authorization: `Bearer ${forged}` } });
    expect((await asForger.from('profiles').select('id')).error).toMatchObject({ code: 'PGRST301' });
    expect((await asForger.storage.from('profile-photos').list(signedIn.user?.id)).error).not.toBeNull();
    expect((await asForger.auth.getUser(forged)).error?.status).toBe(403);
  });

  it('takes the session’s ES256 token and an HS256 token of the secret alike on REST and storage', async () => {
    const { client } = recordingClient();
    const { data: signedIn } = await client.auth.signInWithPassword({ email: 'ines@example.com', password: 'Souffle123' });
    const id = signedIn.user?.id ?? '';
    const sessionId = String((await client.auth.getClaims()).data?.claims.session_id);
    const legacy = await signJwt({ role: 'authenticated', aud: 'authenticated', sub: id, session_id: sessionId }, server.ctx.config.jwtSecret, 60);
    expect((await client.from('profiles').select('id').eq('id', id)).error).toBeNull();
    expect((await client.storage.from('profile-photos').list(id)).error).toBeNull();
    const asLegacy = createTestClient(server.url, server.anonKey, { headers: { Authorization: `Bearer ${legacy}` } });
    expect((await asLegacy.from('profiles').select('id').eq('id', id)).error).toBeNull();
    expect((await asLegacy.storage.from('profile-photos').list(id)).error).toBeNull();
  });
});
