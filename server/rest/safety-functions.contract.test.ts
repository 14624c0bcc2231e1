import { randomUUID } from 'node:crypto';
import { disconnectAll, matchUsers, signUpUser, type TestUser } from '../testing/realtime-clients';
import { startTestServer, type TestServer } from '../testing/test-server';

// Block, report and unmatch through supabase-js: whoever cannot be blocked, reported or unmatched is
// a 404 with the function's words, never a server failure (supabase/schemas/safety).
let server: TestServer;
let ava: TestUser;
let marcus: TestUser;
let hidden: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  [ava, marcus, hidden] = await Promise.all(['ava', 'marcus', 'hidden'].map((name) => signUpUser(server, name)));
  await server.ctx.db.query(`update public.profiles set visibility = 'nobody' where id = $1`, [hidden.id]);
});
afterAll(async () => {
  await disconnectAll([ava.client, marcus.client, hidden.client]);
  await server.close();
});

const call = async (who: TestUser, fn: string, args: Record<string, unknown>) => {
  const { error, status } = await who.client.rpc(fn, args);
  return { status, code: error?.code, message: error?.message };
};

it('answers 404 to an unknown id or oneself, for block, report and unmatch alike', async () => {
  for (const member of [randomUUID(), ava.id]) {
    expect(await call(ava, 'block_member', { member })).toEqual({ status: 404, code: 'PT404', message: 'Member not found' });
    expect(await call(ava, 'report_member', { member, reason: 'scam' })).toEqual({ status: 404, code: 'PT404', message: 'Member not found' });
    expect(await call(ava, 'unmatch_member', { member })).toEqual({ status: 404, code: 'PT404', message: 'This match has already ended' });
  }
});

it('answers 404 to a report of a hidden member and to an ended match', async () => {
  expect(await call(ava, 'report_member', { member: hidden.id, reason: 'other' })).toMatchObject({ status: 404, code: 'PT404' });
  await matchUsers(ava, marcus);
  expect(await call(ava, 'unmatch_member', { member: marcus.id })).toEqual({ status: 204, code: undefined, message: undefined });
  expect(await call(ava, 'unmatch_member', { member: marcus.id })).toEqual({ status: 404, code: 'PT404', message: 'This match has already ended' });
});
