import { createMember, feedIds } from '../../testing/discovery-members';
import { sendMessage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// report_member (supabase/schemas/safety/report_member.sql): reports no member reads, the review
// threshold that hides a member from discovery, and the daily cap. docs/security.md.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const members = async (count: number) => Promise.all(Array.from({ length: count }, () => createMember(db)));
const report = (who: TestUser, member: TestUser, reason = 'harassment', details: string | null = null, alsoBlock = false) =>
  as(db, who)('select public.report_member($1, $2, $3, $4)', [member.id, reason, details, alsoBlock]);
const reportsOf = async (member: TestUser) =>
  (
    await db.query<{ reporter_id: string; reason: string; details: string | null }>(
      'select reporter_id, reason, details from private.reports where reported_id = $1 order by created_at',
      [member.id],
    )
  ).rows;

it('stores the reason and the details, one open report per pair', async () => {
  const [ava, marcus] = await members(2);
  await report(ava, marcus, 'scam', '  Asked for gift cards  ');
  expect(await reportsOf(marcus)).toEqual([{ reporter_id: ava.id, reason: 'scam', details: 'Asked for gift cards' }]);
  await report(ava, marcus, 'harassment', '');
  expect(await reportsOf(marcus)).toEqual([{ reporter_id: ava.id, reason: 'harassment', details: null }]);
});

it('is written to a table no member or visitor can read', async () => {
  const [ava, marcus] = await members(2);
  await report(ava, marcus);
  for (const who of [ava, marcus, ANON]) {
    await expect(as(db, who)('select * from private.reports')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, who)('select * from private.members_under_review')).rejects.toMatchObject({ code: '42501' });
  }
});

it('refuses an unknown reason, details over 1000 characters, visitors, oneself and members never met', async () => {
  const [ava, marcus] = await members(2);
  await expect(report(ava, marcus, 'boring')).rejects.toMatchObject({ code: '22023', message: 'Choose a reason for your report' });
  await expect(report(ava, marcus, 'other', 'x'.repeat(1001))).rejects.toMatchObject({ code: '22001' });
  await report(ava, marcus, 'other', 'x'.repeat(1000));
  await expect(as(db, ANON)('select public.report_member($1, $2)', [marcus.id, 'other'])).rejects.toMatchObject({ code: '42501' });
  await expect(report(ava, ava)).rejects.toMatchObject({ code: 'P0002' });
  const hidden = await createMember(db, { profile: { visibility: 'nobody' } });
  await expect(report(ava, hidden)).rejects.toMatchObject({ code: 'P0002', message: 'Member not found' });
  expect(await reportsOf(hidden)).toEqual([]);
});

it('takes a report of a match who hid her profile, and of a member the reporter blocked', async () => {
  const [ava, marcus, noah] = await members(3);
  await makeMatch(db, marcus, ava);
  await sendMessage(db, marcus, ava, 'Send me a gift card');
  await db.query(`update public.profiles set visibility = 'nobody' where id = $1`, [marcus.id]);
  await report(ava, marcus, 'scam');
  await as(db, ava)('select public.block_member($1)', [noah.id]);
  await report(ava, noah, 'fake_profile');
  expect(await reportsOf(marcus)).toHaveLength(1);
  expect(await reportsOf(noah)).toHaveLength(1);
});

it('blocks in the same call when asked', async () => {
  const [ava, marcus] = await members(2);
  await report(ava, marcus, 'harassment', null, true);
  expect((await as(db, ava)('select member_id from public.get_blocked_members()')).rows).toEqual([{ member_id: marcus.id }]);
});

it('hides a member from discovery once 3 distinct members reported her within 30 days', async () => {
  const [suspect, viewer, first, second, third] = await members(5);
  await report(first, suspect);
  await report(first, suspect, 'scam');
  await report(second, suspect);
  expect(await feedIds(db, viewer)).toContain(suspect.id);
  await report(third, suspect);
  expect(await feedIds(db, viewer)).not.toContain(suspect.id);
  // Hidden from discovery only: her profile page and her matches are untouched.
  expect((await as(db, viewer)('select id from public.public_profiles where id = $1', [suspect.id])).rows).toHaveLength(1);
});

it('counts neither reports older than 30 days nor reviewed ones', async () => {
  const [suspect, viewer, first, second, third] = await members(5);
  await report(first, suspect);
  await report(second, suspect);
  await db.query(`update private.reports set created_at = now() - interval '31 days' where reporter_id = $1`, [first.id]);
  await report(third, suspect);
  expect(await feedIds(db, viewer)).toContain(suspect.id);
  await db.query(`update private.reports set reviewed_at = now() where reported_id = $1`, [suspect.id]);
  await report(first, suspect);
  expect(await feedIds(db, viewer)).toContain(suspect.id);
});

it('takes 10 reports a day from one member, then says to wait', async () => {
  const reporter = await createMember(db);
  const others = await members(11);
  for (const member of others.slice(0, 10)) await report(reporter, member);
  await expect(report(reporter, others[10])).rejects.toMatchObject({
    code: 'PT429',
    message: 'You have sent 10 reports today. Please try again tomorrow.',
  });
  expect(await reportsOf(others[10])).toEqual([]);
});
