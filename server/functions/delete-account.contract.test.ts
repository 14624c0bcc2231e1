import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createDeleteAccountHandler } from '../../supabase/functions/delete-account/handler';
import { storageDir } from '../db/paths';
import { googleOnlyMember } from '../testing/google-only-member';
import { insertActivity, type MemberActivity } from '../testing/member-activity';
import { jpegLike, PNG_1X1, startStorageTestServer, type StorageTestServer } from '../testing/storage-test-server';
import { createTestClient } from '../testing/test-client';
import { EDGE_FUNCTIONS } from './registry';

// Deleting an account removes every row and every file of the member, and nothing of anyone else.
jest.setTimeout(60_000);

const PASSWORD = 'Picture2024';
let server: StorageTestServer;

beforeAll(async () => {
  // The registered function with listing pages of 2, so that a member's 5 files take several pages.
  server = await startStorageTestServer({
    functions: { ...EDGE_FUNCTIONS, 'delete-account': { handler: createDeleteAccountHandler({ pageSize: 2 }) } },
  });
});
afterAll(() => server.close());

const folderOf = (id: string) => path.join(storageDir(server.dataDir), 'profile-photos', id);
const exists = (file: string) => access(file).then(() => true, () => false);

/** Uploads `count` photos through storage-js, records the first `recorded` of them as photo rows. */
async function uploadPhotos(client: SupabaseClient, id: string, count: number, recorded: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${id}/${randomUUID()}.jpg`;
    const { error } = await client.storage.from('profile-photos').upload(name, jpegLike(2048), { contentType: 'image/jpeg' });
    if (error) throw error;
    if (i < recorded) {
      const url = client.storage.from('profile-photos').getPublicUrl(name).data.publicUrl;
      const inserted = await client.from('photos').insert({ user_id: id, url });
      if (inserted.error) throw inserted.error;
    }
    names.push(name);
  }
  return names;
}

/** How many rows of each table still name the member. */
async function rowsOf(id: string): Promise<Record<string, number>> {
  const { rows } = await server.ctx.db.query<Record<string, number>>(
    `select (select count(*)::int from auth.users where id = $1) as users,
            (select count(*)::int from auth.identities where user_id = $1) as identities,
            (select count(*)::int from auth.sessions where user_id = $1) as sessions,
            (select count(*)::int from auth.refresh_tokens where user_id = $1::text) as refresh_tokens,
            (select count(*)::int from auth.mfa_amr_claims c where not exists (select 1 from auth.sessions s where s.id = c.session_id)) as orphan_amr_claims,
            (select count(*)::int from public.profiles where id = $1) as profiles,
            (select count(*)::int from public.photos where user_id = $1) as photos,
            (select count(*)::int from public.interests where $1 in (sender_id, receiver_id)) as interests,
            (select count(*)::int from public.connection_requests where $1 in (sender_id, receiver_id)) as connection_requests,
            (select count(*)::int from public.messages where $1 in (sender_id, receiver_id)) as messages,
            (select count(*)::int from public.subscriptions where user_id = $1) as subscriptions,
            (select count(*)::int from public.payment_customers where user_id = $1) as payment_customers,
            (select count(*)::int from public.support_requests where user_id = $1) as support_requests,
            (select count(*)::int from storage.objects where name like $1::text || '/%') as storage_objects`,
    [id],
  );
  return rows[0];
}

describe('delete-account', () => {
  let amy: { client: SupabaseClient; id: string };
  let rory: { client: SupabaseClient; id: string };
  let carolId: string;
  let roryFiles: string[];
  let roryActivity: MemberActivity;

  beforeAll(async () => {
    amy = await server.signUp('amy_pond');
    rory = await server.signUp('rory_williams');
    carolId = (await server.signUp('carol_jones')).id;
    // Five files: two shown as photos, two uploads no photo names, one in a sub-folder.
    await uploadPhotos(amy.client, amy.id, 4, 2);
    const nested = await server.client(server.serviceRoleKey).storage
      .from('profile-photos')
      .upload(`${amy.id}/drafts/${randomUUID()}.jpg`, jpegLike(1024), { contentType: 'image/jpeg' });
    if (nested.error) throw nested.error;
    // A support request with its screenshot, in the private bucket.
    const screenshot = `${amy.id}/${randomUUID()}.png`;
    const shot = await amy.client.storage.from('support-screenshots').upload(screenshot, PNG_1X1, { contentType: 'image/png' });
    if (shot.error) throw shot.error;
    const sent = await amy.client.rpc('create_support_request', { subject: 'Help', message: 'Please', screenshot_path: screenshot });
    if (sent.error) throw sent.error;
    roryFiles = await uploadPhotos(rory.client, rory.id, 2, 2);
    await insertActivity(server.ctx.db, amy.id, rory.id, 'amy-rory');
    roryActivity = await insertActivity(server.ctx.db, rory.id, carolId, 'rory-carol');
  });

  it('removes every row and every file of the member', async () => {
    expect(Object.values(await rowsOf(amy.id)).some((count) => count > 0)).toBe(true);
    expect((await readdir(folderOf(amy.id), { recursive: true })).length).toBeGreaterThanOrEqual(5);
    const { data, error } = await amy.client.functions.invoke('delete-account', { body: { confirm: 'DELETE', password: PASSWORD } });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });
    expect(await rowsOf(amy.id)).toEqual({
      users: 0, identities: 0, sessions: 0, refresh_tokens: 0, orphan_amr_claims: 0, profiles: 0, photos: 0,
      interests: 0, connection_requests: 0, messages: 0, subscriptions: 0, payment_customers: 0, support_requests: 0, storage_objects: 0,
    });
    expect(await exists(folderOf(amy.id))).toBe(false);
    expect(await exists(path.join(storageDir(server.dataDir), 'support-screenshots', amy.id))).toBe(false);
  });

  it('leaves the member unable to sign in or refresh', async () => {
    const again = await createTestClient(server.url, server.anonKey).auth.signInWithPassword({
      email: 'amy_pond@example.com',
      password: PASSWORD,
    });
    expect(again.error).toMatchObject({ code: 'invalid_credentials' });
    const refreshToken = (await amy.client.auth.getSession()).data.session!.refresh_token;
    expect((await amy.client.auth.refreshSession({ refresh_token: refreshToken })).error).not.toBeNull();
  });

  it('leaves other members’ rows and files untouched', async () => {
    const rory_ = await rowsOf(rory.id);
    expect(rory_).toMatchObject({ users: 1, identities: 1, profiles: 1, photos: 2, storage_objects: 2, subscriptions: 1, payment_customers: 1 });
    // Rory's rows with Carol stay; those with Amy went with her.
    expect(rory_).toMatchObject({ interests: 2, connection_requests: 2, messages: 2 });
    for (const name of roryFiles) expect(await exists(path.join(storageDir(server.dataDir), 'profile-photos', name))).toBe(true);
    const { data } = await rory.client.from('messages').select('content').order('created_at');
    expect(data?.map((m) => m.content)).toEqual(roryActivity.texts.slice(4));
  });

  it('deletes a Google-only account that signed in within 10 minutes, without a password', async () => {
    const google = await googleOnlyMember(server, 'martha_jones', 60);
    const { data, error } = await createTestClient(server.url, server.anonKey).functions.invoke('delete-account', {
      body: { confirm: 'DELETE' },
      headers: { Authorization: `Bearer ${google.token}` },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });
    expect(await rowsOf(google.id)).toMatchObject({ users: 0, identities: 0, sessions: 0, profiles: 0 });
  });
});
