import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, type TestUser } from '../../testing/test-users';
import { subscribe } from '../../testing/subscriptions';
import type { Database } from '../types';

// A block deletes the interests, connection requests and notifications between two members
// (private.separate_members); what a member spent of her limits must not go with them, and lifting
// a block must not open the pair again at once (docs/security.md, Block, report and unmatch).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const block = (who: TestUser, member: TestUser) => as(db, who)('select public.block_member($1)', [member.id]);
const unblock = (who: TestUser, member: TestUser) => as(db, who)('select public.unblock_member($1)', [member.id]);
const like = (from: TestUser, to: TestUser) =>
  as(db, from)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [from.id, to.id]);
const askToConnect = (from: TestUser, to: TestUser) =>
  as(db, from)('insert into public.connection_requests (sender_id, receiver_id) values ($1, $2)', [from.id, to.id]);
const view = async (viewer: TestUser, member: TestUser) =>
  (await as(db, viewer)<{ recorded: boolean }>('select public.record_profile_view($1) as recorded', [member.id])).rows[0].recorded;
const usage = async (who: TestUser) =>
  (await as(db, who)<{ interests: number }>('select interests from public.get_my_usage()')).rows[0].interests;
const viewsOf = async (member: TestUser) =>
  (await as(db, member)(`select 1 from public.notifications where kind = 'profile_view'`)).rows.length;

/** The clock moving on: what the ledger and the lifted blocks hold, moved into the past. */
const age = (table: 'private.usage_ledger' | 'private.lifted_blocks', column: string, member: TestUser, by: string) =>
  db.query(`update ${table} set ${column} = ${column} - $2::interval where ${table === 'private.usage_ledger' ? 'member_id' : 'blocker_id'} = $1`, [
    member.id,
    by,
  ]);

/** An abuse limit lowered for one test (private.abuse_limits is data an operator tunes). */
async function withLimit(name: string, max: number, run: () => Promise<void>) {
  const { rows } = await db.query<{ max_events: number }>('select max_events from private.abuse_limits where name = $1', [name]);
  await db.query('update private.abuse_limits set max_events = $2 where name = $1', [name, max]);
  try {
    await run();
  } finally {
    await db.query('update private.abuse_limits set max_events = $2 where name = $1', [name, rows[0].max_events]);
  }
}

describe('what a member spent', () => {
  it('stays spent when she blocks the members she liked: the plan’s 10 a day hold, and get_my_usage says 10', async () => {
    const [member, ...others] = await createUsers(db, 12);
    // Nine sent earlier today (the seed's way), then withdrawn by blocks as block_member withdraws them.
    await db.query(`insert into public.interests (sender_id, receiver_id, created_at) select $1, unnest($2::uuid[]), now() - interval '1 hour'`, [
      member.id,
      others.slice(0, 9).map((o) => o.id),
    ]);
    await db.query(`select private.separate_members($1, o, 'block') from unnest($2::uuid[]) o`, [member.id, others.slice(0, 9).map((o) => o.id)]);
    await like(member, others[9]);
    await block(member, others[9]);
    await unblock(member, others[9]);
    expect(await usage(member)).toBe(10);
    await expect(like(member, others[10])).rejects.toMatchObject({
      code: 'PT402',
      message: 'You have sent your 10 interests for today. Upgrade your plan to send more.',
    });
    // A day later they are out of the window again.
    await age('private.usage_ledger', 'at', member, '1 day');
    expect(await usage(member)).toBe(0);
    await expect(like(member, others[10])).resolves.toBeDefined();
  });

  it('stays spent for the burst limit of every plan, blocked or not', async () => {
    const [member, ...others] = await createUsers(db, 4);
    await subscribe(db, [member.id]);
    await withLimit('interests', 2, async () => {
      for (const other of others.slice(0, 2)) {
        await like(member, other);
        await block(member, other);
      }
      await expect(like(member, others[2])).rejects.toMatchObject({ code: 'PT429', message: expect.stringMatching(/^You are sending interests too fast/) });
    });
  });

  it('stays spent for connection requests, however many were withdrawn by blocks', async () => {
    const [member, ...others] = await createUsers(db, 4);
    await withLimit('connection_requests', 2, async () => {
      for (const other of others.slice(0, 2)) {
        await askToConnect(member, other);
        await block(other, member);
      }
      await expect(askToConnect(member, others[2])).rejects.toMatchObject({
        code: 'PT429',
        message: 'You have sent 2 connection requests today. Please try again tomorrow.',
      });
    });
  });

  it('is stamped with the database’s time, whatever created_at she sends', async () => {
    const [member, other] = await createUsers(db, 2);
    await as(db, member)(`insert into public.interests (sender_id, receiver_id, created_at) values ($1, $2, '2001-01-01')`, [member.id, other.id]);
    expect(await usage(member)).toBe(1);
  });

  it('keeps about a day per member: her older rows go when she spends again', async () => {
    const [member, ...others] = await createUsers(db, 3);
    await like(member, others[0]);
    await askToConnect(member, others[0]);
    await age('private.usage_ledger', 'at', member, '2 days');
    await like(member, others[1]);
    await askToConnect(member, others[1]);
    const { rows } = await db.query<{ kind: string }>('select kind from private.usage_ledger where member_id = $1 order by kind', [member.id]);
    // Today's like, and today's request, which is one of her interests too (docs/plans.md, Limits).
    expect(rows).toEqual([{ kind: 'connection_request' }, { kind: 'interest' }, { kind: 'interest' }]);
    await expect(as(db, member)('select * from private.usage_ledger')).rejects.toMatchObject({ code: '42501' });
  });
});

describe('a profile view', () => {
  it('tells its member once a day, even when a block and its lifting come between', async () => {
    const [viewer, member] = await createUsers(db, 2);
    expect(await view(viewer, member)).toBe(true);
    await block(viewer, member);
    await unblock(viewer, member);
    expect(await view(viewer, member)).toBe(false);
    expect(await viewsOf(member)).toBe(0);
    await age('private.usage_ledger', 'at', viewer, '1 day');
    expect(await view(viewer, member)).toBe(true);
    expect(await viewsOf(member)).toBe(1);
  });
});

describe('a lifted block', () => {
  const refusal = (what: string, days: number) =>
    `A block between you and this member was lifted recently. You can ${what} again in ${days} ${days === 1 ? 'day' : 'days'}.`;

  it('keeps the pair from sending interests and connection requests either way for a week, then lets them', async () => {
    const [ava, marcus] = await createUsers(db, 2);
    await like(marcus, ava);
    await block(ava, marcus);
    await unblock(ava, marcus);
    for (const [from, to] of [[ava, marcus], [marcus, ava]]) {
      await expect(like(from, to)).rejects.toMatchObject({ code: 'PT429', message: refusal('show interest', 7) });
      await expect(askToConnect(from, to)).rejects.toMatchObject({ code: 'PT429', message: refusal('ask to connect', 7) });
    }
    await age('private.lifted_blocks', 'lifted_at', ava, '6 days 1 hour');
    await expect(like(marcus, ava)).rejects.toMatchObject({ message: refusal('show interest', 1) });
    await age('private.lifted_blocks', 'lifted_at', ava, '23 hours');
    await like(marcus, ava);
    await askToConnect(ava, marcus);
  });

  it('waits as long as private.waiting_periods says, where an operator may change it', async () => {
    const [ava, marcus] = await createUsers(db, 2);
    await db.query(`update private.waiting_periods set period = interval '2 days' where name = 'after_unblock'`);
    try {
      await block(ava, marcus);
      await unblock(ava, marcus);
      await expect(like(ava, marcus)).rejects.toMatchObject({ message: refusal('show interest', 2) });
    } finally {
      await db.query(`update private.waiting_periods set period = interval '7 days' where name = 'after_unblock'`);
    }
    await expect(as(db, ava)('select * from private.waiting_periods')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, ava)('select * from private.lifted_blocks')).rejects.toMatchObject({ code: '42501' });
  });

  it('leaves others alone, and the seed may still write for the pair', async () => {
    const [ava, marcus, noah] = await createUsers(db, 3);
    await block(ava, marcus);
    await unblock(ava, marcus);
    await like(ava, noah);
    await like(noah, marcus);
    await db.query('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [marcus.id, ava.id]);
  });
});
