import { createMember, feedIds } from '../../testing/discovery-members';
import { sendMessage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, makeMatch, SERVICE, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// report_member (supabase/schemas/safety/report_member.sql): reports no member reads, the review
// threshold that hides a member from discovery, and the daily cap. docs/security.md.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const members = async (count: number) => Promise.all(Array.from({ length: count }, () => createMember(db)));
const report = (who: TestUser, member: TestUser, reason = 'harassment', details: string | null = null, alsoBlock = false, address?: string) =>
  db.asRole(
    who.claims,
    (tx) => tx.query('select public.report_member($1, $2, $3, $4)', [member.id, reason, details, alsoBlock]),
    address ? { 'x-real-ip': address } : undefined,
  );

/** Reporters whose reports count: accounts a week old whom the member liked first. */
async function reachedBy(member: TestUser, count: number): Promise<TestUser[]> {
  const reporters = await members(count);
  for (const reporter of reporters) {
    await db.query(`update auth.users set created_at = now() - interval '7 days' where id = $1`, [reporter.id]);
    await db.query('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [member.id, reporter.id]);
  }
  return reporters;
}
const judged = async (member: TestUser) =>
  (
    await db.query<{ counted: boolean; not_counted_because: string | null }>(
      'select counted, not_counted_because from private.reports where reported_id = $1 order by created_at, reporter_id',
      [member.id],
    )
  ).rows;
const reviewOf = async (member: TestUser) => (await as(db, member)('select since from public.get_my_profile_review()')).rows;
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
  await expect(report(ava, ava)).rejects.toMatchObject({ code: 'PT404' });
  const hidden = await createMember(db, { profile: { visibility: 'nobody' } });
  await expect(report(ava, hidden)).rejects.toMatchObject({ code: 'PT404', message: 'Member not found' });
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

it('hides a member from discovery once 3 reporters she reached out to reported her within 30 days, and tells her', async () => {
  const [suspect, viewer] = await members(2);
  const [first, second, third] = await reachedBy(suspect, 3);
  await report(first, suspect);
  await report(first, suspect, 'scam');
  await report(second, suspect);
  expect(await feedIds(db, viewer)).toContain(suspect.id);
  expect(await reviewOf(suspect)).toEqual([]);
  await report(third, suspect);
  expect(await feedIds(db, viewer)).not.toContain(suspect.id);
  // Hidden from discovery only: her profile page and her matches are untouched.
  expect((await as(db, viewer)('select id from public.public_profiles where id = $1', [suspect.id])).rows).toHaveLength(1);
  // She reads that she is under review; nobody reads it of anyone else.
  expect(await reviewOf(suspect)).toEqual([{ since: expect.any(Date) }]);
  expect((await as(db, viewer)('select since from public.get_my_profile_review()')).rows).toEqual([]);
  await expect(as(db, ANON)('select public.get_my_profile_review()')).rejects.toMatchObject({ code: '42501' });
});

it('hides nobody on the word of three new accounts, nor of members she never reached out to', async () => {
  const [victim, viewer] = await members(2);
  const throwaways = await members(3);
  for (const reporter of throwaways) await report(reporter, victim, 'fake_profile', null, false, '198.51.100.7');
  const strangers = await members(3);
  for (const reporter of strangers) await db.query(`update auth.users set created_at = now() - interval '30 days' where id = $1`, [reporter.id]);
  for (const reporter of strangers) await report(reporter, victim);
  expect(await feedIds(db, viewer)).toContain(victim.id);
  expect(await reviewOf(victim)).toEqual([]);
  expect((await judged(victim)).map((r) => r.not_counted_because).sort()).toEqual([
    ...Array(3).fill('new account'),
    ...Array(3).fill('no contact from the member'),
  ]);
});

it('counts reports from one address once', async () => {
  const [suspect, viewer] = await members(2);
  const [first, second, third, fourth] = await reachedBy(suspect, 4);
  await report(first, suspect, 'harassment', null, false, '203.0.113.5');
  await report(second, suspect, 'harassment', null, false, '203.0.113.5');
  await report(third, suspect, 'harassment', null, false, '203.0.113.9');
  expect(await feedIds(db, viewer)).toContain(suspect.id);
  expect((await judged(suspect)).filter((r) => !r.counted)).toEqual([{ counted: false, not_counted_because: 'same address as another report' }]);
  await report(fourth, suspect, 'harassment', null, false, '192.0.2.44');
  expect(await feedIds(db, viewer)).not.toContain(suspect.id);
});

it('counts a report whose block in the same call withdraws the like that made it count', async () => {
  const [suspect] = await members(1);
  const [reporter] = await reachedBy(suspect, 1);
  await report(reporter, suspect, 'harassment', null, true);
  expect(await judged(suspect)).toEqual([{ counted: true, not_counted_because: null }]);
});

it('counts a match and a message from her as reaching out, but not a like the reporter sent her', async () => {
  const [suspect, liked, matched, written] = await members(4);
  for (const reporter of [liked, matched, written]) {
    await db.query(`update auth.users set created_at = now() - interval '7 days' where id = $1`, [reporter.id]);
  }
  await db.query('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [liked.id, suspect.id]);
  await makeMatch(db, matched, suspect);
  await makeMatch(db, suspect, written);
  await sendMessage(db, suspect, written, 'Hi');
  await db.query('delete from public.interests where sender_id = $1 and receiver_id = $2', [suspect.id, written.id]);
  for (const reporter of [liked, matched, written]) await report(reporter, suspect);
  const because = async (reporter: TestUser) =>
    (await db.query('select not_counted_because from private.reports where reporter_id = $1', [reporter.id])).rows[0];
  expect(await because(liked)).toEqual({ not_counted_because: 'no contact from the member' });
  expect(await because(matched)).toEqual({ not_counted_because: null });
  expect(await because(written)).toEqual({ not_counted_because: null });
});

it('counts neither reports older than 30 days nor reviewed ones', async () => {
  const [suspect, viewer] = await members(2);
  const [first, second, third] = await reachedBy(suspect, 3);
  await report(first, suspect);
  await report(second, suspect);
  await db.query(`update private.reports set created_at = now() - interval '31 days' where reporter_id = $1`, [first.id]);
  await report(third, suspect);
  expect(await feedIds(db, viewer)).toContain(suspect.id);
  await db.query(`update private.reports set reviewed_at = now() where reported_id = $1`, [suspect.id]);
  await report(first, suspect);
  expect(await feedIds(db, viewer)).toContain(suspect.id);
});

it('shows operators who reported whom, and lets them finish a review: the service role only', async () => {
  const [suspect, viewer] = await members(2);
  const reporters = await reachedBy(suspect, 3);
  const newcomer = await createMember(db);
  for (const reporter of reporters) await report(reporter, suspect, 'scam', 'Asked for money');
  await report(newcomer, suspect, 'other', null, false, '198.51.100.1');
  const queue = await as(db, SERVICE)<{ reporter_id: string; reason: string; counted: boolean; not_counted_because: string | null; reporter_address: string | null; hidden_since: Date | null }>(
    'select reporter_id, reason, counted, not_counted_because, reporter_address, hidden_since from public.get_report_queue() where reported_id = $1',
    [suspect.id],
  );
  expect(queue.rows).toHaveLength(4);
  expect(queue.rows.find((row) => row.reporter_id === newcomer.id)).toEqual({
    reporter_id: newcomer.id,
    reason: 'other',
    counted: false,
    not_counted_because: 'new account',
    reporter_address: '198.51.100.1',
    hidden_since: expect.any(Date),
  });
  for (const who of [suspect, viewer, ANON]) {
    await expect(as(db, who)('select * from public.get_report_queue()')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, who)('select public.finish_review($1)', [suspect.id])).rejects.toMatchObject({ code: '42501' });
  }
  expect((await as(db, SERVICE)('select public.finish_review($1) as done', [suspect.id])).rows).toEqual([{ done: true }]);
  expect(await feedIds(db, viewer)).toContain(suspect.id);
  expect(await reviewOf(suspect)).toEqual([]);
  expect((await as(db, SERVICE)('select 1 from public.get_report_queue() where reported_id = $1', [suspect.id])).rows).toEqual([]);
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
