import { answerAll, eliteMember, FACTORS, itemKeys, resultOf, type Scores } from '../../testing/personality-fixtures';
import { createTestDatabase } from '../../testing/test-database';
import type { Database } from '../types';

// Scoring in SQL (supabase/schemas/personality/score_personality.sql): each factor's ten items, a
// minus-keyed answer counted as 6 - answer, scaled from 0 to 100 (docs/features.md, Personality assessment).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const elite = () => eliteMember(db);

it('holds the 50 IPIP markers: ten a factor, with the published keys', async () => {
  const keys = await itemKeys(db);
  expect(keys).toHaveLength(50);
  const count = (factor: string, keyed: number) => keys.filter((k) => k.factor === factor && k.keyed === keyed).length;
  // Goldberg's markers key 5/5, 6/4, 6/4, 2/8 and 7/3 items for and against each factor.
  expect(FACTORS.map((f) => [count(f, 1), count(f, -1)])).toEqual([[5, 5], [6, 4], [6, 4], [2, 8], [7, 3]]);
  // The items cycle through the factors in IPIP's order.
  expect(keys.slice(0, 5).map((k) => k.factor)).toEqual([...FACTORS]);
});

it('scores the highest and lowest ends at 100 and 0, and the middle at 50', async () => {
  const keys = await itemKeys(db);
  const high = await elite();
  await answerAll(db, high, (item) => (keys[item - 1].keyed === 1 ? 5 : 1));
  expect(await resultOf(db, high, high)).toMatchObject(Object.fromEntries(FACTORS.map((f) => [f, 100])));
  const low = await elite();
  await answerAll(db, low, (item) => (keys[item - 1].keyed === 1 ? 1 : 5));
  expect(await resultOf(db, low, low)).toMatchObject(Object.fromEntries(FACTORS.map((f) => [f, 0])));
  const middle = await elite();
  await answerAll(db, middle);
  expect(await resultOf(db, middle, middle)).toMatchObject(Object.fromEntries(FACTORS.map((f) => [f, 50])));
});

it('scores mixed answers as the key says, rounded', async () => {
  const keys = await itemKeys(db);
  const answerFor = (item: number) => (item * 7) % 5 + 1;
  const expected = {} as Scores;
  for (const factor of FACTORS) {
    const mine = keys.filter((k) => k.factor === factor);
    const sum = mine.reduce((total, k) => total + (k.keyed === 1 ? answerFor(k.id) : 6 - answerFor(k.id)), 0);
    expected[factor] = Math.round(((sum - 10) * 100) / 40);
  }
  const member = await elite();
  await answerAll(db, member, answerFor);
  expect(await resultOf(db, member, member)).toMatchObject(expected);
});
