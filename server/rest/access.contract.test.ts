import { signJwt } from '../jwt';
import { useRestFixtures } from '../testing/contract-server';
import { testClient, userToken } from '../testing/rest-fixtures';
import { createAccounts } from '../testing/test-users';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

const given = useRestFixtures(async (server) => {
  await createAccounts(server.ctx.db, [ALICE, BOB]);
  return {
    alice: testClient(server.url, server.anonKey, await userToken(server, ALICE)),
    bob: testClient(server.url, server.anonKey, await userToken(server, BOB)),
    anon: testClient(server.url, server.anonKey),
  };
});

describe('row-level security through /rest/v1', () => {
  it('runs as the signed-in user: own rows are written and read, others are not seen', async () => {
    const inserted = await given.alice.from('rest_notes').insert({ body: 'alice note' }).select('owner, body').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ owner: ALICE, body: 'alice note' });
    expect((await given.alice.from('rest_notes').select('body')).data).toEqual([{ body: 'alice note' }]);
    expect((await given.bob.from('rest_notes').select('body')).data).toEqual([]);
    const stolen = await given.bob.from('rest_notes').update({ body: 'mine now' }).eq('body', 'alice note').select();
    expect(stolen.data).toEqual([]);
  });

  it('answers 42501 with 403 for a signed-in user and 401 for given.anon', async () => {
    const forged = await given.bob.from('rest_notes').insert({ body: 'forged', owner: ALICE });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "rest_notes"',
    });
    const anonymous = await given.anon.from('rest_notes').insert({ body: 'anon' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.error).toMatchObject({ code: '42501' });
  });

  it('answers 23505 as 409 and PGRST116 as 406 for users too', async () => {
    const none = await given.alice.from('rest_notes').select('body').eq('body', 'missing').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116' });
    const first = await given.alice.from('rest_notes').insert({ id: '00000000-0000-4000-8000-000000000001', body: 'one' });
    expect(first.error).toBeNull();
    const again = await given.alice.from('rest_notes').insert({ id: '00000000-0000-4000-8000-000000000001', body: 'one' });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ code: '23505' });
  });

  it('uses the service role key to bypass row-level security', async () => {
    const service = testClient(given.server.url, given.server.serviceRoleKey);
    const { data } = await service.from('rest_notes').select('body').order('body');
    expect(data!.map((n) => n.body)).toEqual(['alice note', 'one']);
  });
});

describe('keys and tokens', () => {
  const get = (headers: Record<string, string>) => fetch(`${given.server.url}/rest/v1/rest_authors?select=id`, { headers });

  it('requires an API key as the gateway does', async () => {
    const missing = await get({});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const wrong = await get({ apikey: 'not-a-key' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
    const inQuery = await fetch(`${given.server.url}/rest/v1/rest_authors?select=id&apikey=${given.server.anonKey}`);
    expect(inQuery.status).toBe(200);
  });

  it('answers 401 PGRST303 for an expired token and PGRST301 for a forged one', async () => {
    const expired = await signJwt({ role: 'authenticated', sub: ALICE }, given.server.ctx.config.jwtSecret, -10);
    const late = await get({ apikey: given.server.anonKey, Authorization: `Bearer ${expired}` });
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
    expect(late.headers.get('www-authenticate')).toContain('invalid_token');

    const forged = await signJwt({ role: 'service_role' }, 'another-secret-that-is-long-enough-to-sign', 60);
    const bad = await get({ apikey: given.server.anonKey, Authorization: `Bearer ${forged}` });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'PGRST301' });
    const garbage = await get({ apikey: given.server.anonKey, Authorization: 'Bearer abc' });
    expect(await garbage.json()).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' });
  });

  it('refuses schemas other than public with 406 PGRST106', async () => {
    const res = await get({ apikey: given.server.anonKey, 'Accept-Profile': 'auth' });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({ code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public', message: 'Invalid schema: auth' });
  });
});
