import { randomUUID } from 'node:crypto';
import { retryAfter } from '../../testing/wait-refusal';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SCREENSHOT_BUCKET,
  SUPPORT_SCREENSHOT_MAX_BYTES,
  SUPPORT_SCREENSHOT_TYPES,
  SUPPORT_SUBJECT_MAX,
} from '../../../supabase/functions/_shared/rules/support-rules';
import { CONTROL_CHARACTERS, singleLineTextMessage } from '../../../supabase/functions/_shared/rules/single-line-text';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, SERVICE, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Contact support (docs/plans.md, Priority support): a member's requests are hers alone to read,
// written only through create_support_request, which caps what she sends, counts five a day and
// marks a request priority when her plan includes 'priority_support'. This file changes the plan
// catalogue, so it has a database of its own.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

interface SupportRequest {
  id: string;
  user_id: string;
  subject: string;
  message: string;
  screenshot_path: string | null;
  priority: boolean;
  state: string;
}

const subscribe = (member: TestUser, tier: string, startedDaysAgo = 1) =>
  as(db, SERVICE)(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
     values ($1, $2, now() - $3 * interval '1 day', now() - $3 * interval '1 day' + interval '30 days')`,
    [member.id, tier, startedDaysAgo],
  );
const memberOn = async (tier = 'free', startedDaysAgo = 1) => {
  const [member] = await createUsers(db, 1);
  if (tier !== 'free') await subscribe(member, tier, startedDaysAgo);
  return member;
};

const send = async (member: TestUser | typeof ANON, subject = 'Cannot upload a photo', message = 'It says the file is too large.', screenshot: string | null = null) =>
  (
    await as(db, member)<SupportRequest>('select * from public.create_support_request($1, $2, $3)', [subject, message, screenshot])
  ).rows[0];
const ownRequests = async (member: TestUser) =>
  (await as(db, member)<SupportRequest>('select * from public.support_requests order by created_at')).rows;

/** An object in the member's folder of support-screenshots, written as the member, as storage does. */
const upload = (member: TestUser, name = `${member.id}/${randomUUID()}.png`) =>
  as(db, member)(`insert into storage.objects (bucket_id, name, owner, metadata) values ('support-screenshots', $1, $2, '{"size": 1000}') returning name`, [
    name,
    member.id,
  ]).then(() => name);

describe('a support request', () => {
  it('is stored trimmed, open and hers, and read by nobody else', async () => {
    const [ava, leo] = await createUsers(db, 2);
    const sent = await send(ava, '  Cannot upload a photo \u00A0', '\n It says the file is too large.\n\nThanks ');
    expect(sent).toMatchObject({ user_id: ava.id, subject: 'Cannot upload a photo', message: 'It says the file is too large.\n\nThanks', state: 'open', priority: false, screenshot_path: null });
    expect((await ownRequests(ava)).map((r) => r.id)).toEqual([sent.id]);
    expect(await ownRequests(leo)).toEqual([]);
    await expect(as(db, ANON)('select * from public.support_requests')).rejects.toMatchObject({ code: '42501' });
    await expect(send(ANON)).rejects.toMatchObject({ code: '42501' });
  });

  it('is written only through the function: no member inserts, changes or deletes one herself', async () => {
    const [ava] = await createUsers(db, 1);
    const { id } = await send(ava);
    await expect(
      as(db, ava)(`insert into public.support_requests (user_id, subject, message, priority) values ($1, 'Hi', 'Me first', true)`, [ava.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, ava)(`update public.support_requests set priority = true where id = $1`, [id])).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, ava)(`delete from public.support_requests where id = $1`, [id])).rejects.toMatchObject({ code: '42501' });
  });

  it('caps the subject and the message before any work, at the numbers the SPA and the function use', async () => {
    const [ava] = await createUsers(db, 1);
    const huge = 'a'.repeat(100_000);
    await expect(send(ava, huge)).rejects.toMatchObject({ code: '22001', message: `The subject is too long: at most ${SUPPORT_SUBJECT_MAX} characters` });
    await expect(send(ava, 'Hi', huge)).rejects.toMatchObject({ code: '22001', message: `The message is too long: at most ${SUPPORT_MESSAGE_MAX} characters` });
    await expect(send(ava, 'Hi', 'There', huge)).rejects.toMatchObject({ code: '22001' });
    await expect(send(ava, 's'.repeat(SUPPORT_SUBJECT_MAX + 1))).rejects.toMatchObject({ code: '22001' });
    await expect(send(ava, 'Hi', 'm'.repeat(SUPPORT_MESSAGE_MAX + 1))).rejects.toMatchObject({ code: '22001' });
    const longest = await send(ava, 's'.repeat(SUPPORT_SUBJECT_MAX), 'm'.repeat(SUPPORT_MESSAGE_MAX));
    expect([longest.subject.length, longest.message.length]).toEqual([SUPPORT_SUBJECT_MAX, SUPPORT_MESSAGE_MAX]);
  });

  it('needs a subject of one line and a message', async () => {
    const [ava] = await createUsers(db, 1);
    await expect(send(ava, ' \n\u3000')).rejects.toMatchObject({ code: '23514', message: 'Subject is required' });
    await expect(send(ava, 'Hi', ' \t ')).rejects.toMatchObject({ code: '23514', message: 'Message is required' });
    await expect(send(ava, null as never)).rejects.toMatchObject({ code: '23514', message: 'Subject is required' });
    for (const subject of ['Help\nACTION NEEDED', 'Help\u2028now', 'Help \u202Eedoc']) {
      expect(CONTROL_CHARACTERS.test(subject)).toBe(true);
      await expect(send(ava, subject)).rejects.toMatchObject({ code: '23514', message: singleLineTextMessage('Subject') });
    }
    // The table holds it for any writer too.
    await expect(
      db.query(`insert into public.support_requests (user_id, subject, message) values ($1, E'Two\\nlines', 'x')`, [ava.id]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'support_requests_subject_single_line' });
  });
});

describe('the screenshot', () => {
  it('is an image she uploaded to her own folder, attached to one request', async () => {
    const [ava, leo] = await createUsers(db, 2);
    const hers = await upload(ava);
    expect((await send(ava, 'Look', 'Here', hers)).screenshot_path).toBe(hers);
    const refused = { code: '23514', constraint: 'support_requests_screenshot_own_object' };
    await expect(send(ava, 'Again', 'Same picture', hers)).rejects.toMatchObject(refused);
    await expect(send(ava, 'Look', 'His', await upload(leo))).rejects.toMatchObject(refused);
    await expect(send(ava, 'Look', 'Never uploaded', `${ava.id}/${randomUUID()}.png`)).rejects.toMatchObject(refused);
    await expect(send(ava, 'Look', 'A photo', `${ava.id}/x.png`)).rejects.toMatchObject(refused);
    expect((await send(ava, 'Without', 'None', '')).screenshot_path).toBeNull();
  });

  it('goes to a private bucket of 5 MB for images, into her own folder only, read by her and the service role', async () => {
    const { rows } = await db.query('select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [SUPPORT_SCREENSHOT_BUCKET]);
    expect(rows).toEqual([{ public: false, file_size_limit: SUPPORT_SCREENSHOT_MAX_BYTES, allowed_mime_types: Object.keys(SUPPORT_SCREENSHOT_TYPES) }]);
    expect((await as(db, ANON)<{ id: string }>('select id from storage.buckets')).rows.map((b) => b.id)).not.toContain(SUPPORT_SCREENSHOT_BUCKET);

    const [ava, leo] = await createUsers(db, 2);
    const name = await upload(ava);
    for (const bad of [`${leo.id}/${randomUUID()}.png`, `${ava.id}/shot.png`, `${ava.id}/${randomUUID()}.svg`, `${ava.id}/sub/${randomUUID()}.png`, `${randomUUID()}.png`]) {
      await expect(upload(ava, bad)).rejects.toMatchObject({ code: '42501' });
    }
    const read = async (who: TestUser | typeof SERVICE) =>
      (await as(db, who)<{ name: string }>(`select name from storage.objects where bucket_id = 'support-screenshots' and name = $1`, [name])).rows.length;
    expect([await read(ava), await read(leo), await read(SERVICE)]).toEqual([1, 0, 1]);
    // Hers to send, not to replace or delete: the team may be reading it.
    expect((await as(db, ava)('delete from storage.objects where name = $1', [name])).affectedRows).toBe(0);
  });

  it('takes at most 10 uploads a day per member', async () => {
    const [ava, leo] = await createUsers(db, 2);
    for (let i = 0; i < 10; i++) await upload(ava);
    await expect(upload(ava)).rejects.toMatchObject({ code: '23514', constraint: 'support_screenshots_daily_quota' });
    await upload(leo);
    await db.query(`update storage.objects set created_at = now() - interval '25 hours' where bucket_id = 'support-screenshots' and name like $1`, [`${ava.id}/%`]);
    await upload(ava);
  });

  it('is swept when no request names it', async () => {
    const [ava] = await createUsers(db, 1);
    const [kept, abandoned] = [await upload(ava), await upload(ava)];
    await send(ava, 'Look', 'Here', kept);
    const unreferenced = async () =>
      (await db.query<{ name: string }>(`select private.unreferenced_support_screenshots(now() + interval '1 minute', 1000) as name`)).rows.map((r) => r.name);
    expect(await unreferenced()).toContain(abandoned);
    expect(await unreferenced()).not.toContain(kept);
    await expect(as(db, ava)('select private.unreferenced_support_screenshots(now(), 10)')).rejects.toMatchObject({ code: '42501' });
  });
});

describe('five requests a day', () => {
  it('refuses the sixth with a sentence and the seconds to wait, counting her requests alone', async () => {
    const [ava, leo] = await createUsers(db, 2);
    for (let i = 0; i < 5; i++) await send(ava, `Question ${i}`);
    const refusal = send(ava, 'One more');
    await expect(refusal).rejects.toMatchObject({ code: 'PT429', message: 'You have sent 5 support requests today. Please try again tomorrow.' });
    const seconds = retryAfter(await refusal.catch((e: unknown) => e));
    expect(seconds).toBeGreaterThan(86_000);
    expect(seconds).toBeLessThanOrEqual(86_400);
    await send(leo);
    // A day later the oldest no longer counts.
    await db.query(`update public.support_requests set created_at = now() - interval '1 day 1 minute' where user_id = $1 and subject = 'Question 0'`, [ava.id]);
    await send(ava, 'One more');
    await expect(send(ava, 'And another')).rejects.toMatchObject({ code: 'PT429' });
  });

  it('is data: the limit reads private.abuse_limits', async () => {
    const { rows } = await db.query(`select max_events, window_length::text as window_length from private.abuse_limits where name = 'support_requests'`);
    expect(rows).toEqual([{ max_events: 5, window_length: '1 day' }]);
  });
});

describe('priority', () => {
  const priorityOf = async (member: TestUser) => (await send(member)).priority;

  it('comes from her plan in the catalogue, at the moment she writes: Elite only, not once her plan ended', async () => {
    const tiers = ['free', 'basic', 'premium', 'elite'];
    const answers = await Promise.all(tiers.map(async (tier) => [tier, await priorityOf(await memberOn(tier))]));
    expect(answers).toEqual([['free', false], ['basic', false], ['premium', false], ['elite', true]]);
    // An Elite period that ended yesterday is Free.
    expect(await priorityOf(await memberOn('elite', 31))).toBe(false);
  });

  it('follows a change of the catalogue: priority support moved to Basic', async () => {
    const [basic, free] = [await memberOn('basic'), await memberOn('free')];
    expect(await priorityOf(basic)).toBe(false);
    await db.query(`update public.plans set entitlements = array['priority_support'] where tier = 'basic'`);
    try {
      expect(await priorityOf(basic)).toBe(true);
      expect(await priorityOf(free)).toBe(false);
    } finally {
      await db.query(`update public.plans set entitlements = '{}' where tier = 'basic'`);
    }
    expect(await priorityOf(basic)).toBe(false);
  });

  it('stays what it was when she wrote: a request keeps its mark after her plan ends', async () => {
    const elite = await memberOn('elite');
    const { id } = await send(elite);
    await db.query(`update public.subscriptions set current_period_end = now() - interval '1 minute' where user_id = $1`, [elite.id]);
    expect((await ownRequests(elite)).find((r) => r.id === id)?.priority).toBe(true);
    expect(await priorityOf(elite)).toBe(false);
  });
});

describe('the operators’ queue', () => {
  it('lists open requests, priority first, then oldest first, to the service role alone', async () => {
    await db.query(`update public.support_requests set state = 'closed'`);
    const [free, elite] = [await memberOn('free'), await memberOn('elite')];
    const first = await send(free, 'First, free');
    const second = await send(elite, 'Second, elite');
    const third = await send(free, 'Third, free');
    await db.query(`update public.support_requests set created_at = created_at - interval '1 hour' where id = $1`, [first.id]);
    const { rows } = await as(db, SERVICE)<{ id: string; priority: boolean; username: string; email: string }>('select * from public.get_support_queue()');
    expect(rows.map((r) => r.id)).toEqual([second.id, first.id, third.id]);
    expect(rows[0]).toMatchObject({ priority: true, username: elite.username, email: elite.claims.email });
    await expect(as(db, free)('select * from public.get_support_queue()')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, ANON)('select * from public.get_support_queue()')).rejects.toMatchObject({ code: '42501' });
  });

  it('marks a request answered or closed: she sees its state, and it leaves the queue', async () => {
    const [ava] = await createUsers(db, 1);
    const { id } = await send(ava);
    const setState = (who: TestUser | typeof SERVICE, state: string, request = id) =>
      as(db, who)<{ found: boolean }>('select public.set_support_request_state($1, $2) as found', [request, state]);
    await expect(setState(ava, 'closed')).rejects.toMatchObject({ code: '42501' });
    expect((await setState(SERVICE, 'answered')).rows[0].found).toBe(true);
    expect((await ownRequests(ava))[0].state).toBe('answered');
    const queued = await as(db, SERVICE)<{ id: string }>('select id from public.get_support_queue()');
    expect(queued.rows.map((r) => r.id)).not.toContain(id);
    await expect(setState(SERVICE, 'deleted')).rejects.toMatchObject({ code: '22023' });
    expect((await setState(SERVICE, 'closed', randomUUID())).rows[0].found).toBe(false);
  });
});
