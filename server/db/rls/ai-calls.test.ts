import { createTestDatabase } from '../../testing/test-database';
import { retryAfter } from '../../testing/wait-refusal';
import { as, createUsers, SERVICE } from '../../testing/test-users';
import type { Database } from '../types';
import { subscribe } from '../../testing/subscriptions';

// The AI helpers' limits and call log (docs/ai.md, Limits and the call log).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const start = (member: string, tool = 'growth-feedback', persona: string | null = null) =>
  as(db, SERVICE)<{ id: string }>('select public.start_ai_call($1, $2, $3) as id', [member, tool, persona]).then((r) => r.rows[0].id);

/** Premium: 200 answers a day, so a test of the minute's limit is not stopped by Free's 20 a day. */
const premium = (member: string) => subscribe(db, [member]);

const age = (member: string, interval: string) =>
  db.query(`update private.ai_calls set started_at = started_at - $2::interval where user_id = $1`, [member, interval]);

describe('start_ai_call', () => {
  it('starts 20 calls a minute for a member, then refuses with the seconds until one frees up', async () => {
    const [member, other] = await createUsers(db, 2);
    await premium(member.id);
    for (let i = 0; i < 20; i++) await start(member.id);
    const refusal = await start(member.id).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'PT429', message: 'You are asking the AI helpers too often. Please wait a minute and try again.' });
    expect(retryAfter(refusal)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(refusal)).toBeLessThanOrEqual(60);
    // A refused call is not logged, and another member is not held back.
    expect((await db.query('select count(*)::int as n from private.ai_calls where user_id = $1', [member.id])).rows[0]).toEqual({ n: 20 });
    await expect(start(other.id)).resolves.toBeDefined();
    await age(member.id, '61 seconds');
    await expect(start(member.id)).resolves.toBeDefined();
  });

  it('allows a Premium member 200 calls in 24 hours, counting the day as it rolls', async () => {
    const [member] = await createUsers(db, 1);
    await premium(member.id);
    await db.query(
      `insert into private.ai_calls (user_id, tool, started_at)
       select $1, 'matchmaker', now() - interval '23 hours' + n * interval '1 second' from generate_series(1, 200) n`,
      [member.id],
    );
    const refusal = await start(member.id).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'PT429', message: 'You have used your 200 AI answers for today. Please try again tomorrow.' });
    // The oldest leaves the day about an hour from now.
    expect(retryAfter(refusal)).toBeGreaterThan(3500);
    expect(retryAfter(refusal)).toBeLessThanOrEqual(3601);
    await age(member.id, '1 hour 10 seconds');
    await expect(start(member.id)).resolves.toBeDefined();
  });

  it('logs the tool and persona, and refuses a tool that is not one of the seven', async () => {
    const [member] = await createUsers(db, 1);
    await premium(member.id);
    const id = await start(member.id, 'matchmaker', 'sage');
    expect((await db.query('select user_id, tool, persona_id, outcome from private.ai_calls where id = $1', [id])).rows[0]).toEqual({
      user_id: member.id,
      tool: 'matchmaker',
      persona_id: 'sage',
      outcome: null,
    });
    await expect(start(member.id, 'write-my-essay')).rejects.toMatchObject({ code: '23514' });
    await expect(start(member.id, 'x'.repeat(100_000))).rejects.toMatchObject({ code: '22001' });
  });
});

describe('finish_ai_call', () => {
  it('records how a call ended, once', async () => {
    const [member] = await createUsers(db, 1);
    const id = await start(member.id);
    const finish = (outcome: string, tokens: number) =>
      as(db, SERVICE)('select public.finish_ai_call($1, $2, $3, $4, $5, $6, $7)', [id, outcome, 'gpt-4o-mini', 120, tokens, 300, 900]);
    await finish('answered', 80);
    await finish('failed', 1);
    const row = (await db.query('select outcome, model, prompt_tokens, completion_tokens, first_token_ms, latency_ms, finished_at is not null as finished from private.ai_calls where id = $1', [id])).rows[0];
    expect(row).toEqual({ outcome: 'answered', model: 'gpt-4o-mini', prompt_tokens: 120, completion_tokens: 80, first_token_ms: 300, latency_ms: 900, finished: true });
  });
});

describe('who may use them', () => {
  it('members and visitors can neither start, finish nor read calls', async () => {
    const [member] = await createUsers(db, 1);
    await expect(as(db, member)('select public.start_ai_call($1, $2)', [member.id, 'growth-feedback'])).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, member)('select public.finish_ai_call(1, $1)', ['answered'])).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, member)('select * from private.ai_calls')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, { role: 'anon' })('select public.start_ai_call($1, $2)', [member.id, 'growth-feedback'])).rejects.toMatchObject({ code: '42501' });
  });

  it('a deleted account takes its call log with it', async () => {
    const [member] = await createUsers(db, 1);
    await start(member.id);
    await db.query('delete from auth.users where id = $1', [member.id]);
    expect((await db.query('select count(*)::int as n from private.ai_calls where user_id = $1', [member.id])).rows[0]).toEqual({ n: 0 });
  });
});
