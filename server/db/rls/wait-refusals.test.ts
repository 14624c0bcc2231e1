import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase } from '../../testing/test-database';
import {
  COUNTED_WAIT_REFUSALS,
  HURRIED_REFUSALS,
  englishWaitRefusal,
  readWaitRefusal,
  type WaitRefusal,
} from '../../../supabase/functions/_shared/rules/wait-refusals';
import type { Database } from '../types';

// An abuse limit's refusal names itself in the error's detail (JSON, with the seconds to wait) and
// says itself in English: the SPA reads the first to say it in the reader's language, and writes the
// second as @rules/wait-refusals does. docs/security.md, Abuse limits; docs/i18n.md.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const sentence = async (refusal: WaitRefusal) =>
  (await db.query<{ s: string }>('select private.wait_refusal_sentence($1::jsonb) as s', [JSON.stringify(refusal)])).rows[0].s;

describe('an abuse limit’s refusal', () => {
  it('is written in English as @rules writes it, for every refusal', async () => {
    const refusals: WaitRefusal[] = [
      ...HURRIED_REFUSALS.map((refusal) => ({ refusal })),
      ...COUNTED_WAIT_REFUSALS.flatMap((refusal) => [1, 5].map((count) => ({ refusal, count }))),
      ...(['interest', 'connect'] as const).flatMap((action) => [1, 3].map((days) => ({ refusal: 'after_unblock' as const, action, days }))),
      { refusal: 'next_boost', date: '2026-12-05' },
      { refusal: 'next_boost', date: '2027-01-31' },
    ];
    for (const refusal of refusals) expect(await sentence(refusal)).toBe(englishWaitRefusal(refusal));
    expect(await sentence({ refusal: 'next_boost', date: '2026-12-05' })).toBe('Your next boost is on December 5, 2026.');
  });

  it('raises 429 naming itself and the seconds to wait', async () => {
    const error = await db.query(`select private.refuse_for_now('{"refusal":"reports_per_day","count":10,"retry_after":3600}')`).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PT429', message: 'You have sent 10 reports today. Please try again tomorrow.' });
    expect(readWaitRefusal((error as { detail: string }).detail)).toEqual({ refusal: 'reports_per_day', count: 10, retry_after: 3600 });
  });

  it('is one the app knows, wherever the functions refuse (every name the SQL passes is in @rules)', () => {
    const root = path.resolve(__dirname, '../../..');
    const sql = execFileSync('git', ['grep', '-h', '-o', '-E', "refuse_for_now\\(jsonb_build_object\\('refusal', '[a-z_]+'", '--', 'supabase/schemas'], {
      cwd: root,
      encoding: 'utf8',
    });
    const named = [...sql.matchAll(/'([a-z_]+)'$/gm)].map(([, name]) => name);
    expect([...new Set(named)].sort()).toEqual([...HURRIED_REFUSALS, ...COUNTED_WAIT_REFUSALS, 'after_unblock', 'next_boost'].sort());
  });
});
