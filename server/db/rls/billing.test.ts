import { createTestDatabase } from '../../testing/test-database';
import { ANON, SERVICE, as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [owner, other] = await createUsers(db, 2);
});
afterAll(() => db.close());

const UPSERT_SUBSCRIPTION = `
  insert into public.subscriptions (user_id, tier, current_period_start, current_period_end, cancel_at_period_end)
  values ($1, $2, now(), now() + interval '30 days', false)
  on conflict (user_id) do update set tier = excluded.tier, current_period_start = excluded.current_period_start,
    current_period_end = excluded.current_period_end, cancel_at_period_end = excluded.cancel_at_period_end`;

describe('subscriptions', () => {
  it('are written by the service role (the checkout function)', async () => {
    await as(db, SERVICE)(UPSERT_SUBSCRIPTION, [owner.id, 'basic']);
    await as(db, SERVICE)(UPSERT_SUBSCRIPTION, [owner.id, 'premium']);
    const { rows } = await db.query('select tier from public.subscriptions where user_id = $1', [owner.id]);
    expect(rows).toEqual([{ tier: 'premium' }]);
  });

  it('are read by their owner only', async () => {
    const tierSeenBy = async (viewer: TestUser | typeof ANON) =>
      (await as(db, viewer)('select tier from public.subscriptions where user_id = $1', [owner.id])).rows;
    expect(await tierSeenBy(owner)).toEqual([{ tier: 'premium' }]);
    expect(await tierSeenBy(other)).toEqual([]);
    expect(await tierSeenBy(ANON)).toEqual([]);
  });

  it('cannot be written by users, not even their owner', async () => {
    await expect(as(db, other)(UPSERT_SUBSCRIPTION, [other.id, 'elite'])).rejects.toMatchObject({ code: '42501' });
    // No write privilege at all: the owner's own row is refused, not just filtered out.
    await expect(as(db, owner)(`update public.subscriptions set tier = 'elite' where user_id = $1`, [owner.id])).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, owner)('delete from public.subscriptions where user_id = $1', [owner.id])).rejects.toMatchObject({ code: '42501' });
  });

  it('refuse an unknown tier and a period that ends before it starts', async () => {
    await expect(as(db, SERVICE)(UPSERT_SUBSCRIPTION, [other.id, 'platinum'])).rejects.toMatchObject({
      code: '23514',
      constraint: 'subscriptions_tier_check',
    });
    // A tier is one of the catalogue's plans.
    expect((await db.query(`select count(*)::int as n from public.plans where tier in ('free', 'basic', 'premium', 'elite')`)).rows).toEqual([{ n: 4 }]);
    await expect(
      db.query(`insert into public.subscriptions (user_id, current_period_start, current_period_end)
                values ($1, now(), now() - interval '1 day')`, [other.id]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'subscriptions_period_order' });
  });

  it('default to the free tier', async () => {
    await db.query('insert into public.subscriptions (user_id) values ($1)', [other.id]);
    expect((await db.query('select tier from public.subscriptions where user_id = $1', [other.id])).rows).toEqual([
      { tier: 'free' },
    ]);
  });
});

describe('payment customers', () => {
  it('are written by the service role and read by their owner only', async () => {
    await as(db, SERVICE)(`insert into public.payment_customers (user_id, stripe_customer_id) values ($1, 'cus_1')`, [
      owner.id,
    ]);
    const seenBy = async (viewer: TestUser | typeof ANON) =>
      (await as(db, viewer)('select stripe_customer_id from public.payment_customers where user_id = $1', [owner.id])).rows;
    expect(await seenBy(owner)).toEqual([{ stripe_customer_id: 'cus_1' }]);
    expect(await seenBy(other)).toEqual([]);
    expect(await seenBy(ANON)).toEqual([]);
  });

  it('cannot be written by users', async () => {
    await expect(
      as(db, other)(`insert into public.payment_customers (user_id, stripe_customer_id) values ($1, 'cus_2')`, [other.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db, owner)(`update public.payment_customers set stripe_customer_id = 'cus_x' where user_id = $1`, [owner.id]),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
