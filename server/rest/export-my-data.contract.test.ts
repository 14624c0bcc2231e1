import type { SupabaseClient } from '@supabase/supabase-js';
import { insertActivity, type MemberActivity } from '../testing/member-activity';
import { createTestClient } from '../testing/test-client';
import { uploadedPhotoUrls } from '../testing/test-photos';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createEvent } from '../testing/event-fixtures';
import { createUsers } from '../testing/test-users';

// "Download my data": everything about the caller, and nothing private of anybody else.
type Rows = Record<string, unknown>[];
interface ExportedData {
  account: Record<string, unknown>;
  profile: Record<string, unknown>;
  photos: Rows;
  stored_files: Rows;
  interests: { sent: Rows; received: Rows };
  connection_requests: { sent: Rows; received: Rows };
  messages: Rows;
  events: Rows;
  two_step: { factors: Rows; recovery_codes_left: number };
  passkeys: Rows;
  video_calls: Rows;
  takes_video_calls: boolean;
  photo_verifications: Rows;
  personality: { result: Record<string, unknown> | null; answers_in_progress: Rows };
  subscription: Record<string, unknown> | null;
  payment_customer: Record<string, unknown> | null;
}
let server: TestServer;
let amy: { client: SupabaseClient; id: string; refreshToken: string };
let roryId: string;
let amyActivity: MemberActivity;
let roryActivity: MemberActivity;
let bystanders: MemberActivity;
let photoUrl: string;
let exported: ExportedData;
let text: string;
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const PUBLIC_KEY = 'public-key-bytes-of-a-passkey';

async function signUp(username: string, lastName: string, birthDate: string) {
  const client = createTestClient(server.url, server.anonKey);
  const { data, error } = await client.auth.signUp({
    email: `${username}@example.com`,
    password: 'Export2024',
    options: { data: { username, first_name: 'Test', last_name: lastName, birth_date: birthDate } },
  });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, id: data.session.user.id, refreshToken: data.session.refresh_token };
}

beforeAll(async () => {
  server = await startTestServer();
  amy = await signUp('amy_pond', 'Pond', '1989-04-02');
  roryId = (await signUp('rory_williams', 'Williams-Secret', '1987-03-31')).id;
  const db = server.ctx.db;
  await db.query('update public.profiles set income = 918273, bio = $2 where id = $1', [roryId, 'Rory private-ish bio']);
  const [carol, dave] = await createUsers(db, 2);
  amyActivity = await insertActivity(db, amy.id, roryId, 'amy-rory');
  // Rory's own subscription, payment customer and outgoing rows are his business alone.
  roryActivity = await insertActivity(db, roryId, carol.id, 'rory-carol');
  bystanders = await insertActivity(db, carol.id, dave.id, 'carol-dave');
  [photoUrl] = await uploadedPhotoUrls(db, amy.id, 1);
  // An event she goes to, an authenticator she began to add, a passkey, and Rory's passkey.
  const event = await createEvent(db, { title: 'Tango for beginners', inHours: 72 });
  await db.query('insert into public.event_rsvps (event_id, member_id) values ($1, $2)', [event, amy.id]);
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1, 'My phone', 'totp', 'unverified', now(), now(), $2)`,
    [amy.id, TOTP_SECRET],
  );
  await db.query('insert into public.personality_answers (member_id, item_id, answer) values ($1, 1, 4)', [amy.id]);
  await db.query(`insert into public.calls (caller_id, callee_id, status, ended_at) values ($1, $2, 'declined', now())`, [roryId, amy.id]);
  await db.query(
    `insert into public.photo_verifications (member_id, pose, photo_url, status, decided_by, note, decided_at)
     values ($1, 'thumbs_up', 'https://example.com/p.jpg', 'declined', 'model', 'The selfie does not show the pose.', now())`,
    [amy.id],
  );
  for (const [member, name] of [[amy.id, 'MacBook'], [roryId, 'Rory-secret-phone']]) {
    await db.query(
      `insert into auth.webauthn_credentials (user_id, credential_id, public_key, friendly_name, backed_up) values ($1, $2, $3, $4, true)`,
      [member, Buffer.from(`cred-${name}`), Buffer.from(PUBLIC_KEY), name],
    );
  }
  await amy.client.from('photos').insert({ user_id: amy.id, url: photoUrl });
  const { data, error } = await amy.client.rpc('export_my_data');
  if (error) throw error;
  exported = data as ExportedData;
  text = JSON.stringify(data);
});
afterAll(() => server.close());

describe('export_my_data', () => {
  it('holds the account, the whole profile and the photos by URL', () => {
    expect(exported.account).toMatchObject({
      id: amy.id,
      email: 'amy_pond@example.com',
      created_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      identities: [{ provider: 'email' }],
      sessions: [{ created_at: expect.any(String) }],
    });
    expect(exported.profile).toMatchObject({ id: amy.id, username: 'amy_pond', last_name: 'Pond', birth_date: '1989-04-02' });
    expect(exported.photos).toEqual([
      { id: expect.any(String), url: photoUrl, is_primary: true, position: 0, created_at: expect.any(String) },
    ]);
    expect(exported.stored_files).toEqual([expect.objectContaining({ name: photoUrl.split('/profile-photos/')[1] })]);
  });

  it('holds interests, connection requests and messages in both directions, naming the partner by id and username', () => {
    const rory = { id: roryId, username: 'rory_williams' };
    expect(exported.interests.sent).toEqual([expect.objectContaining({ to: rory, message: 'amy-rory interest', status: 'accepted' })]);
    expect(exported.interests.received).toEqual([expect.objectContaining({ from: rory, message: 'amy-rory interest back' })]);
    expect(exported.connection_requests.sent).toEqual([expect.objectContaining({ to: rory, message: 'amy-rory request' })]);
    expect(exported.connection_requests.received).toEqual([expect.objectContaining({ from: rory, message: 'amy-rory request back' })]);
    expect(exported.messages).toEqual([
      expect.objectContaining({ direction: 'sent', with: rory, content: 'amy-rory message' }),
      expect.objectContaining({ direction: 'received', with: rory, content: 'amy-rory reply' }),
    ]);
    expect(exported.subscription).toMatchObject({ user_id: amy.id, tier: 'premium' });
    expect(exported.payment_customer).toMatchObject({ user_id: amy.id, stripe_customer_id: amyActivity.stripeCustomerId });
  });

  it('holds the events she goes to, and how she signs in without a secret of it', () => {
    expect(exported.events).toEqual([{ id: expect.any(String), title: 'Tango for beginners', starts_at: expect.any(String), rsvped_at: expect.any(String) }]);
    expect(exported.two_step).toEqual({
      factors: [{ type: 'totp', name: 'My phone', status: 'unverified', created_at: expect.any(String) }],
      recovery_codes_left: 0,
    });
    expect(exported.passkeys).toEqual([{ name: 'MacBook', synced: true, created_at: expect.any(String), last_used_at: null }]);
    expect(exported.video_calls).toEqual([expect.objectContaining({ direction: 'received', with: { id: roryId, username: 'rory_williams' }, status: 'declined' })]);
    expect(exported.takes_video_calls).toBe(true);
    expect(exported.photo_verifications).toEqual([expect.objectContaining({ status: 'declined', pose: 'thumbs_up', note: 'The selfie does not show the pose.' })]);
    expect(exported.personality).toEqual({ result: null, answers_in_progress: [{ item: expect.any(String), answer: 4, answered_at: expect.any(String) }] });
    for (const secret of [TOTP_SECRET, 'cred-MacBook', Buffer.from(PUBLIC_KEY).toString('hex'), Buffer.from(PUBLIC_KEY).toString('base64'), 'Rory-secret-phone']) {
      expect(text).not.toContain(secret);
    }
  });

  it('holds nothing of other members’ rows, nor anything private of the partner', () => {
    for (const other of [...roryActivity.texts, ...bystanders.texts]) expect(text).not.toContain(other);
    for (const secret of [
      roryActivity.stripeCustomerId,
      bystanders.stripeCustomerId,
      'rory_williams@example.com',
      'Williams-Secret',
      '1987-03-31',
      '918273',
      'Rory private-ish bio',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('names the partner only as { id, username } wherever the partner appears', () => {
    const mentions: unknown[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (value === null || typeof value !== 'object') return;
      if (Object.values(value).includes(roryId)) mentions.push(value);
      Object.values(value).forEach(visit);
    };
    visit(exported);
    expect(mentions.length).toBe(7);
    for (const mention of mentions) expect(mention).toEqual({ id: roryId, username: 'rory_williams' });
  });

  it('holds no secret: no password hash, no refresh token', async () => {
    const { rows } = await server.ctx.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [amy.id]);
    expect(text).not.toContain(rows[0].encrypted_password);
    expect(text).not.toContain(amy.refreshToken);
    expect(text).not.toContain('encrypted_password');
  });

  it('answers visitors 401', async () => {
    const { status } = await createTestClient(server.url, server.anonKey).rpc('export_my_data');
    expect(status).toBe(401);
  });
});
