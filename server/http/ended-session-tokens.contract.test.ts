import { randomUUID } from 'node:crypto';
import { RawSocket } from '../testing/raw-socket';
import { jpegLike, startStorageTestServer, type StorageTestServer } from '../testing/storage-test-server';
import { createTestClient } from '../testing/test-client';
import { ENDED_SUBJECT } from './token-subject';

// A signature proves whom a token was issued to, not that the account or its session still exists:
// every surface refuses an unexpired token once its user is deleted or its session signed out.

let server: StorageTestServer;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  server = await startStorageTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

async function signIn(email: string): Promise<string> {
  const { data, error } = await createTestClient(server.url, server.anonKey).auth.signInWithPassword({ email, password: 'Picture2024' });
  if (error) throw error;
  return data.session!.access_token;
}

const readOwnProfile = (token: string, id: string) =>
  fetch(`${server.url}/rest/v1/profiles?select=id&id=eq.${id}`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` } });

const uploadPhoto = (token: string, id: string) =>
  fetch(`${server.url}/storage/v1/object/profile-photos/${id}/${randomUUID()}.jpg`, {
    method: 'POST',
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'image/jpeg' },
    body: jpegLike(1024),
  });

const callFunction = (token: string) =>
  fetch(`${server.url}/functions/v1/health`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` } });

async function joinChannel(token: string, topic: string) {
  const socket = await RawSocket.open(server, server.anonKey);
  sockets.push(socket);
  const reply = await socket.join(`realtime:${topic}`, { config: {}, access_token: token }, '1');
  return { socket, reply: reply[4] as { status: string; response: { reason?: string } } };
}

const signOut = (token: string, scope: 'local' | 'global') =>
  fetch(`${server.url}/auth/v1/logout?scope=${scope}`, { method: 'POST', headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` } });

async function expectRestRefusal(res: Response, message: string): Promise<void> {
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message });
}

describe('the token of a deleted member', () => {
  it('is refused by REST, storage, realtime and functions, and her open channels are closed', async () => {
    const { id } = await server.signUp('amy_deleted');
    const token = await signIn('amy_deleted@example.com');
    expect((await readOwnProfile(token, id)).status).toBe(200);
    expect((await uploadPhoto(token, id)).status).toBe(200);
    expect((await callFunction(token)).status).toBe(200);
    const open = await joinChannel(token, 'amy-open');
    expect(open.reply.status).toBe('ok');

    const deleted = await fetch(`${server.url}/auth/v1/admin/users/${id}`, {
      method: 'DELETE',
      headers: { apikey: server.serviceRoleKey, Authorization: `Bearer ${server.serviceRoleKey}` },
    });
    expect(deleted.status).toBe(200);

    await expectRestRefusal(await readOwnProfile(token, id), ENDED_SUBJECT.user);
    const upload = await uploadPhoto(token, id);
    expect(await upload.json()).toEqual({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: ENDED_SUBJECT.user });
    const fn = await callFunction(token);
    expect(fn.status).toBe(401);
    expect(await fn.json()).toEqual({ msg: 'Invalid JWT' });
    const join = await joinChannel(token, 'amy-again');
    expect(join.reply).toEqual({ status: 'error', response: { reason: ENDED_SUBJECT.user } });

    const closed = await open.socket.next((f) => f[2] === 'realtime:amy-open' && f[3] === 'phx_close');
    expect(closed).toBeDefined();
    expect(open.socket.frames.find((f) => f[3] === 'system')?.[4]).toMatchObject({ status: 'error', message: ENDED_SUBJECT.user });
    const { rows } = await server.ctx.db.query(`select count(*)::int as n from storage.objects where name like $1`, [`${id}/%`]);
    expect(rows).toEqual([{ n: 1 }]);
  });
});

describe('the token of a signed-out session', () => {
  it('is refused by REST after a local sign-out, while the member’s other session goes on', async () => {
    const { id } = await server.signUp('rory_local');
    const [phone, laptop] = [await signIn('rory_local@example.com'), await signIn('rory_local@example.com')];
    expect((await signOut(phone, 'local')).status).toBe(204);
    await expectRestRefusal(await readOwnProfile(phone, id), ENDED_SUBJECT.session);
    expect((await readOwnProfile(laptop, id)).status).toBe(200);

    // A channel of the live session that is handed the signed-out token closes, as for a bad token.
    const open = await joinChannel(laptop, 'rory-open');
    expect(open.reply.status).toBe('ok');
    open.socket.send(['1', '2', 'realtime:rory-open', 'access_token', { access_token: phone }]);
    await open.socket.next((f) => f[2] === 'realtime:rory-open' && f[3] === 'phx_close');
    expect(open.socket.frames.find((f) => f[3] === 'system')?.[4]).toMatchObject({ status: 'error', message: ENDED_SUBJECT.session });
  });

  it('is refused by REST and realtime for every session after a global sign-out', async () => {
    const { id } = await server.signUp('clara_global');
    const [phone, laptop] = [await signIn('clara_global@example.com'), await signIn('clara_global@example.com')];
    const open = await joinChannel(phone, 'clara-open');
    expect(open.reply.status).toBe('ok');
    expect((await signOut(laptop, 'global')).status).toBe(204);
    for (const token of [phone, laptop]) await expectRestRefusal(await readOwnProfile(token, id), ENDED_SUBJECT.session);
    expect((await joinChannel(phone, 'clara-again')).reply).toEqual({ status: 'error', response: { reason: ENDED_SUBJECT.session } });
    await open.socket.next((f) => f[2] === 'realtime:clara-open' && f[3] === 'phx_close');
  });
});
