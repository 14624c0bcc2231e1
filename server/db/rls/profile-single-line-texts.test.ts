import { CONTROL_CHARACTERS, singleLineTextMessage } from '../../../supabase/functions/_shared/rules/single-line-text';
import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers } from '../../testing/test-users';
import type { Database } from '../types';

// Names and the other one-line texts members show each other are one line of plain text: a first
// name with a line break wrote lines of its own into another member's digest e-mail, and a bidi
// override reverses the text around a name (prepare_profile, the profiles_*_single_line constraints;
// the SPA refuses the same with @rules/single-line-text).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const FIELDS = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['location', 'Location'],
  ['religion', 'Religion'],
] as const;

const REFUSED = {
  'a line feed': 'Ava\nBcc: everyone',
  'a carriage return': 'Ava\rRose',
  'a tab': 'Ava\tRose',
  'an escape': 'Ava\u001b[31m',
  'a delete': 'Ava\u007fRose',
  'a next line (C1)': 'Ava\u0085Rose',
  'a line separator': 'Ava\u2028Rose',
  'a paragraph separator': 'Ava\u2029Rose',
  'a right-to-left override': 'Ava\u202eesoR',
  'a right-to-left isolate': 'Ava\u2067Rose',
};
const KEPT = ['Zoë', "O'Neil-Smith", 'José María', '李小龍', 'أحمد\u200f', 'Ava 2'];

const update = (who: Awaited<ReturnType<typeof createUsers>>[number], column: string, value: string) =>
  as(db, who)(`update public.profiles set ${column} = $1 where id = $2`, [value, who.id]);

describe.each(FIELDS)('%s', (column, label) => {
  it.each(Object.entries(REFUSED))('is refused with %s, in the SPA’s words', async (_name, value) => {
    const [ava] = await createUsers(db, 1);
    expect(CONTROL_CHARACTERS.test(value)).toBe(true);
    await expect(update(ava, column, value)).rejects.toMatchObject({
      code: '23514',
      message: singleLineTextMessage(label),
      constraint: `profiles_${column}_single_line`,
    });
  });

  it('keeps letters of any script, punctuation and right-to-left marks', async () => {
    const [ava] = await createUsers(db, 1);
    for (const value of KEPT) {
      expect(CONTROL_CHARACTERS.test(value)).toBe(false);
      await update(ava, column, value);
    }
  });

  it('is refused by its constraint too, for writers that turn the triggers off', async () => {
    const [ava] = await createUsers(db, 1);
    const written = db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(`update public.profiles set ${column} = $1 where id = $2`, [REFUSED['a line feed'], ava.id]);
    });
    await expect(written).rejects.toMatchObject({ code: '23514', constraint: `profiles_${column}_single_line` });
  });
});

it('trims what JavaScript’s trim() removes from the ends of a name, as the app does, and keeps the rest', async () => {
  const [ava] = await createUsers(db, 1);
  await update(ava, 'first_name', '\u2028 Ava\n');
  const { rows } = await db.query('select first_name, full_name from public.profiles where id = $1', [ava.id]);
  expect(rows).toEqual([{ first_name: 'Ava', full_name: 'Ava' }]);
});

it('refuses such names at sign-up with the same words, and usernames have no room for them', async () => {
  await expect(createUsers(db, 1, { first_name: 'Ava\nBcc: everyone' })).rejects.toMatchObject({
    code: 'P0001',
    message: singleLineTextMessage('First name'),
  });
  await expect(createUsers(db, 1, { username: 'ava\nrose' })).rejects.toMatchObject({
    code: 'P0001',
    message: 'Username can only contain letters, numbers, and underscores',
  });
});
