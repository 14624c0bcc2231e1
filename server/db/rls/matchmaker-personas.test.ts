import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

it('holds the four personas, readable by visitors and users', async () => {
  const [user] = await createUsers(db, 1);
  for (const reader of [ANON, user]) {
    const { rows } = await as(db, reader)('select id, name, personality, specialty from public.matchmaker_personas order by id');
    expect(rows).toEqual([
      { id: 'adventurer', name: 'The Adventurer', personality: 'Energetic and spontaneous', specialty: 'Activity-based matching' },
      { id: 'counselor', name: 'The Counselor', personality: 'Empathetic and supportive', specialty: 'Personal development' },
      { id: 'cupid', name: 'Cupid', personality: 'Warm and encouraging', specialty: 'Long-term relationships' },
      { id: 'sage', name: 'The Sage', personality: 'Thoughtful and methodical', specialty: 'Compatibility analysis' },
    ]);
  }
});

it('cannot be changed through the API', async () => {
  const [user] = await createUsers(db, 1);
  await expect(
    as(db, user)(`insert into public.matchmaker_personas values ('x', 'X', 'd', 'p', 's', 'a')`),
  ).rejects.toMatchObject({ code: '42501' });
  expect((await as(db, user)(`update public.matchmaker_personas set name = 'Hacked'`)).affectedRows).toBe(0);
  expect((await as(db, ANON)('delete from public.matchmaker_personas')).affectedRows).toBe(0);
});
