import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase } from '../../testing/test-database';
import {
  COUNTED_REFUSALS,
  REFUSED_FEATURES,
  englishPlanRefusal,
  readPlanRefusal,
  type PlanRefusal,
} from '../../../supabase/functions/_shared/rules/plan-refusals';
import type { Database } from '../types';

// A plan's refusal names itself in the error's detail (JSON) and says itself in English: the SPA reads
// the first to say it in the reader's language, and writes the second as @rules/plan-refusals does.
// docs/plans.md, Limits; docs/i18n.md.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const sentence = async (refusal: PlanRefusal) =>
  (await db.query<{ s: string }>('select private.plan_refusal_sentence($1::jsonb) as s', [JSON.stringify(refusal)])).rows[0].s;

const refusalOf = (sql: string, params: unknown[] = []) =>
  db.query(sql, params).then(
    () => {
      throw new Error('not refused');
    },
    (error: { code: string; hint: string; detail: string; message: string }) => error,
  );

describe('a plan’s refusal', () => {
  it('is written in English as @rules writes it, for every refusal and any number of plans', async () => {
    for (const refusal of COUNTED_REFUSALS) {
      for (const count of [1, 30]) expect(await sentence({ refusal, count })).toBe(englishPlanRefusal({ refusal, count }));
    }
    for (const feature of REFUSED_FEATURES) {
      for (const plans of [[], ['Elite'], ['Premium', 'Elite'], ['Basic', 'Premium', 'Elite']]) {
        expect(await sentence({ refusal: 'feature', feature, plans })).toBe(englishPlanRefusal({ refusal: 'feature', feature, plans }));
      }
    }
  });

  it('raises 402 with the upgrade hint, naming itself and the plans that give the feature, from the catalogue', async () => {
    const error = await refusalOf(`select private.refuse_feature('boost')`);
    const withBoosts = (await db.query<{ name: string }>('select name from public.plans where boost_every is not null order by position')).rows;
    expect(error).toMatchObject({ code: 'PT402', hint: 'upgrade' });
    const refusal = readPlanRefusal(error.detail);
    expect(refusal).toEqual({ refusal: 'feature', feature: 'boost', plans: withBoosts.map((plan) => plan.name) });
    expect(error.message).toBe(englishPlanRefusal(refusal!));

    const counted = await refusalOf(`select private.refuse_by_plan('{"refusal":"photos","count":5}')`);
    expect(readPlanRefusal(counted.detail)).toEqual({ refusal: 'photos', count: 5 });
    expect(counted.message).toBe('Your plan allows 5 photos. Upgrade your plan to add more.');
  });

  it('is one the app knows, wherever the functions refuse (every name the SQL passes is in @rules)', () => {
    const root = path.resolve(__dirname, '../../..');
    const sql = execFileSync('git', ['grep', '-h', '-o', '-E', "refuse_(feature\\('[a-z_]+'|by_plan\\(jsonb_build_object\\('refusal', '[a-z_]+')", '--', 'supabase/schemas'], {
      cwd: root,
      encoding: 'utf8',
    });
    const named = [...sql.matchAll(/'([a-z_]+)'\)?$/gm)].map(([, name]) => name);
    expect(named.length).toBeGreaterThanOrEqual(13);
    expect(named.filter((name) => !(REFUSED_FEATURES as readonly string[]).includes(name) && !(COUNTED_REFUSALS as readonly string[]).includes(name))).toEqual([]);
    // Every refusal @rules knows is raised somewhere.
    expect([...new Set(named)].sort()).toEqual([...REFUSED_FEATURES, ...COUNTED_REFUSALS].sort());
  });
});
