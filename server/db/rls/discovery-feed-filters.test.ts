import { createMember, feedIds, saveFilters, type MemberSpec } from '../../testing/discovery-members';
import { subscribe } from '../../testing/subscriptions';
import { createTestDatabase } from '../../testing/test-database';
import type { Database } from '../types';

// Each saved filter of Dating Preferences, applied by get_discovery_feed: with the filter saved, the
// members who fit it are in the caller's feed and those who do not (or did not say) are not. The
// caller's plan includes all filters (filters-by-plan.test.ts: what a plan without them sees).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const premiumMember = async () => {
  const member = await createMember(db);
  await subscribe(db, [member.id]);
  return member;
};
const attrs = (profile: Record<string, unknown>): MemberSpec => ({ profile });

const FILTERS: [string, Record<string, unknown>, MemberSpec[], MemberSpec[]][] = [
  ['genders', { preferred_genders: ['female', 'non-binary'] }, [{ gender: 'female' }, { gender: 'non-binary' }],
    [{ gender: 'male' }, { gender: null }]],
  ['age range', { preferred_age_min: 25, preferred_age_max: 30 }, [{ age: 25 }, { age: 30 }],
    [{ age: 24 }, { age: 31 }, { age: null }]],
  ['income range', { preferred_income_min: 50_000, preferred_income_max: 80_000 },
    [attrs({ income: 50_000 }), attrs({ income: 80_000 })], [attrs({ income: 49_000 }), attrs({ income: 90_000 }), attrs({})]],
  ['body types', { preferred_body_types: ['Athletic', 'Curvy'] }, [attrs({ body_type: 'Curvy' })],
    [attrs({ body_type: 'Slim' }), attrs({})]],
  ['hair types', { preferred_hair_types: ['Red'] }, [attrs({ hair_type: 'Red' })], [attrs({ hair_type: 'Black' }), attrs({})]],
  ['height range', { preferred_height_min: 160, preferred_height_max: 180 },
    [attrs({ height_cm: 160 }), attrs({ height_cm: 180 })], [attrs({ height_cm: 159 }), attrs({ height_cm: 181 }), attrs({})]],
  ['relationship goals (any in common)', { preferred_relationship_goals: ['Marriage', 'Friendship'] },
    [attrs({ relationship_goals: ['Marriage', 'Casual dating'] })], [attrs({ relationship_goals: ['Casual dating'] }), attrs({})]],
  ['education', { preferred_education: ["Master's", 'Doctorate'] }, [attrs({ education: 'Doctorate' })],
    [attrs({ education: "Bachelor's" }), attrs({})]],
  ['drinking', { preferred_drinking: 'never' }, [attrs({ drinking: 'never' })], [attrs({ drinking: 'socially' }), attrs({})]],
  ['smoking', { preferred_smoking: 'never' }, [attrs({ smoking: 'never' })], [attrs({ smoking: 'regularly' }), attrs({})]],
  ['religion (ignoring case and spaces)', { preferred_religion: ' buddhist ' }, [attrs({ religion: 'Buddhist' })],
    [attrs({ religion: 'Catholic' }), attrs({})]],
  ['has children', { preferred_has_children: 'no' }, [attrs({ has_children: 'no' })], [attrs({ has_children: 'yes' }), attrs({})]],
  ['wants children', { preferred_wants_children: 'yes' }, [attrs({ wants_children: 'yes' })],
    [attrs({ wants_children: 'maybe' }), attrs({})]],
];

describe.each(FILTERS)('the %s filter', (_, filters, fitting, misfitting) => {
  it('shows the members who fit it, and not the others', async () => {
    const caller = await premiumMember();
    const fits = await Promise.all(fitting.map((spec) => createMember(db, spec)));
    const misfits = await Promise.all(misfitting.map((spec) => createMember(db, spec)));
    const before = await feedIds(db, caller);
    // At 'Any', everyone is there, including members who did not say.
    expect(before).toEqual(expect.arrayContaining([...fits, ...misfits].map((m) => m.id)));

    await saveFilters(db, caller, filters);
    const after = await feedIds(db, caller);
    expect(after).toEqual(expect.arrayContaining(fits.map((m) => m.id)));
    for (const misfit of misfits) expect(after).not.toContain(misfit.id);
  });
});

describe('the income filter', () => {
  it('works on $10,000 bands, so it cannot be narrowed to learn an exact income', async () => {
    const caller = await premiumMember();
    const earner = await createMember(db, attrs({ income: 64_321 }));
    for (const [min, max] of [[64_321, 64_321], [60_000, 60_000], [69_000, 70_000]]) {
      await saveFilters(db, caller, { preferred_income_min: min, preferred_income_max: max });
      expect(await feedIds(db, caller)).toContain(earner.id);
    }
    await saveFilters(db, caller, { preferred_income_min: 70_000, preferred_income_max: 80_000 });
    expect(await feedIds(db, caller)).not.toContain(earner.id);
  });
});

describe('all filters at once', () => {
  it('shows only the member who fits every one of them', async () => {
    const caller = await premiumMember();
    const profile = {
      income: 70_000, body_type: 'Athletic', hair_type: 'Brown', height_cm: 175, relationship_goals: ['Marriage'],
      education: 'Doctorate', drinking: 'rarely', smoking: 'never', religion: 'Jewish', has_children: 'no',
      wants_children: 'yes',
    };
    const ideal = await createMember(db, { gender: 'male', age: 33, place: 5110302, profile });
    // The same member in every respect but one: not shown.
    await createMember(db, { gender: 'male', age: 33, place: 5110302, profile: { ...profile, drinking: 'socially' } });
    await saveFilters(db, caller, {
      preferred_genders: ['male'], preferred_age_min: 30, preferred_age_max: 35, preferred_income_min: 60_000,
      preferred_income_max: 90_000, preferred_body_types: ['Athletic'], preferred_hair_types: ['Brown'],
      preferred_height_min: 170, preferred_height_max: 180, preferred_relationship_goals: ['Marriage'],
      preferred_education: ['Doctorate'], preferred_drinking: 'rarely', preferred_smoking: 'never',
      preferred_religion: 'Jewish', preferred_has_children: 'no', preferred_wants_children: 'yes', preferred_distance: 10,
    });
    expect(await feedIds(db, caller)).toEqual([ideal.id]);
  });
});
