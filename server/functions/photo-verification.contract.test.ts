import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { withCors } from '../../supabase/functions/_shared/cors';
import { createAiHandler } from '../../supabase/functions/ai/handler';
import { DECLINED_NOTE } from '../../supabase/functions/ai/verification/compare-photos';
import { startFakeOpenAI, type FakeOpenAI } from '../testing/fake-openai';
import { jpegLike, startStorageTestServer, type StorageTestServer } from '../testing/storage-test-server';
import { subscribe } from '../testing/subscriptions';
import { EDGE_FUNCTIONS } from './registry';

// The `ai` function's photo-verification route (docs/ai.md, Photo verification) against the whole
// server: the selfie stored in the private bucket, the vision model (the fake provider, answering
// both ways) deciding through the real `openai` SDK, the selfie removed after the decision, and the
// operator's queue when no provider decides.
let server: StorageTestServer;
let fake: FakeOpenAI;
const SELFIE = `data:image/jpeg;base64,${jpegLike(600).toString('base64')}`;
const PROVIDER = () => ({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-chat' });

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startStorageTestServer({ functions: { ...EDGE_FUNCTIONS, ai: { handler: withCors(createAiHandler({ idleTimeoutMs: 2000 })) } } });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  server.ctx.config.functionSecrets = PROVIDER();
});
afterEach(() => jest.restoreAllMocks());

/** A member with a main photo uploaded to profile-photos, on the given plan. */
async function member(tier: 'elite' | 'free' = 'elite'): Promise<{ client: SupabaseClient; id: string; token: string }> {
  const { client, id } = await server.signUp(`v_${randomUUID().slice(0, 8)}`);
  const name = `${id}/${randomUUID()}.jpg`;
  const upload = await client.storage.from('profile-photos').upload(name, jpegLike(1024), { contentType: 'image/jpeg' });
  if (upload.error) throw upload.error;
  const url = client.storage.from('profile-photos').getPublicUrl(name).data.publicUrl;
  const photo = await client.from('photos').insert({ user_id: id, url });
  if (photo.error) throw photo.error;
  if (tier !== 'free') await subscribe(server.ctx.db, [id], tier);
  const { data } = await client.auth.getSession();
  return { client, id, token: data.session!.access_token };
}

const verify = async (token: string, body: object = { pose: 'thumbs_up', selfie: SELFIE }) => {
  const res = await fetch(`${server.url}/functions/v1/ai/photo-verification`, {
    method: 'POST',
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { status?: string; note?: string | null; code?: string; error?: string } };
};

const selfies = async (id: string) =>
  ((await server.client(server.serviceRoleKey).storage.from('verification-selfies').list(id)).data ?? []).map((e) => e.name);

const state = async (client: SupabaseClient) => (await client.rpc('get_my_verification').single()).data as { status: string; note: string | null };

const answer = (value: object) => ({ text: JSON.stringify(value) });

describe('with a vision model', () => {
  it('approves: sends the selfie and her photo as images, records the badge and removes the selfie', async () => {
    const alice = await member();
    fake.script(answer({ same_person: true, pose_matches: true, reason: 'Same person, thumbs up.' }));
    expect(await verify(alice.token)).toEqual({ status: 200, body: { status: 'verified', note: null } });

    const sent = fake.requests[0].body;
    expect(sent).toMatchObject({ model: 'fake-chat', temperature: 0, response_format: { type: 'json_object' } });
    expect(JSON.stringify(sent.messages[0].content)).toContain('thumbs-up');
    const images = (sent.messages[1].content as { type: string; image_url?: { url: string } }[]).filter((p) => p.type === 'image_url');
    expect(images.map((p) => p.image_url!.url)).toEqual([SELFIE, expect.stringMatching(/^data:image\/jpeg;base64,/)]);
    expect(await selfies(alice.id)).toEqual([]);
    expect(await state(alice.client)).toMatchObject({ status: 'verified', note: null });
  });

  it('declines a selfie of someone else, or without the pose, saying which; the selfie is removed', async () => {
    const bob = await member();
    fake.script(answer({ same_person: false, pose_matches: true }));
    expect(await verify(bob.token)).toEqual({ status: 200, body: { status: 'declined', note: DECLINED_NOTE.person } });
    fake.script(answer({ same_person: true, pose_matches: false }));
    expect(await verify(bob.token, { pose: 'peace_sign', selfie: SELFIE })).toEqual({ status: 200, body: { status: 'declined', note: DECLINED_NOTE.pose } });
    expect(await selfies(bob.id)).toEqual([]);
    expect(await state(bob.client)).toMatchObject({ status: 'declined', note: DECLINED_NOTE.pose });
  });

  it('leaves the request to the operator when the model gives no usable answer, keeping the selfie privately', async () => {
    const carol = await member();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.script({ text: 'I cannot tell.' });
    expect(await verify(carol.token)).toEqual({ status: 200, body: { status: 'pending', note: null } });
    expect(await selfies(carol.id)).toHaveLength(1);
    const [name] = await selfies(carol.id);
    const own = await carol.client.storage.from('verification-selfies').download(`${carol.id}/${name}`);
    expect(own.data).toBeNull();
    expect(await state(carol.client)).toMatchObject({ status: 'pending' });
  });
});

describe('without a provider', () => {
  it('queues the request for the operator and asks no model', async () => {
    server.ctx.config.functionSecrets = {};
    const dan = await member();
    expect(await verify(dan.token)).toEqual({ status: 200, body: { status: 'pending', note: null } });
    expect(fake.requests).toEqual([]);
    expect(await selfies(dan.id)).toHaveLength(1);
  });
});

describe('a selfie that cannot be stored', () => {
  it('fails with 500 and leaves no request behind to block the next one', async () => {
    server.ctx.config.functionSecrets = {};
    const gil = await member();
    // The next request's selfie name is taken already: the upload (which never replaces) fails.
    const { rows } = await server.ctx.db.query<{ next: string }>(
      `select (last_value + case when is_called then 1 else 0 end)::text as next from public.photo_verifications_id_seq`,
    );
    const taken = await server.client(server.serviceRoleKey).storage.from('verification-selfies').upload(`${gil.id}/${rows[0].next}.jpg`, jpegLike(10), { contentType: 'image/jpeg' });
    expect(taken.error).toBeNull();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await verify(gil.token)).status).toBe(500);
    expect(await state(gil.client)).toMatchObject({ status: 'none' });
  });
});

describe('refusals', () => {
  it('refuses a plan without verification with 402 and stores nothing', async () => {
    const erin = await member('free');
    expect(await verify(erin.token)).toEqual({
      status: 402,
      // With the refusal the database named, for the SPA to say in her language (shared/api).
      body: {
        code: 'plan_required',
        error: 'Verification comes with Elite. Upgrade your plan to get verified.',
        details: expect.stringContaining('"feature": "verification"'),
      },
    });
    expect(await selfies(erin.id)).toEqual([]);
  });

  it('refuses visitors, an unknown pose, an uploaded file that is not a JPEG data URL, and a waiting request', async () => {
    server.ctx.config.functionSecrets = {};
    const fay = await member();
    expect((await verify(server.anonKey)).status).toBe(401);
    expect((await verify(fay.token, { pose: 'cartwheel', selfie: SELFIE })).status).toBe(400);
    expect((await verify(fay.token, { pose: 'thumbs_up', selfie: 'https://example.com/me.jpg' })).status).toBe(400);
    expect((await verify(fay.token, { pose: 'thumbs_up', selfie: `data:image/jpeg;base64,${'A'.repeat(700_000)}` })).status).toBe(400);
    expect((await verify(fay.token)).body).toMatchObject({ status: 'pending' });
    expect(await verify(fay.token)).toEqual({
      status: 409,
      body: { code: 'refused', error: 'Your verification is already waiting for a decision.', details: '{"refusal": "verification_waiting"}' },
    });
  });
});
