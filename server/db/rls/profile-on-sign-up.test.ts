import { createTestDatabase } from '../../testing/test-database';
import { USERNAME_TAKEN_SENTENCE } from '../../../supabase/functions/_shared/rules/database-sentences';
import type { Database } from '../types';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

let count = 0;
const uniqueEmail = (localPart: string) => `${localPart}@s${++count}.example.com`;

/** What the auth server does on sign-up: one auth.users row with the metadata. */
async function signUp(email: string, metadata: Record<string, unknown>) {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2, now(), now()) returning id`,
    [email, JSON.stringify(metadata)],
  );
  const profiles = await db.query<Record<string, unknown>>('select * from public.profiles where id = $1', [rows[0].id]);
  expect(profiles.rows).toHaveLength(1);
  return profiles.rows[0];
}

const usersWithEmail = async (email: string) =>
  (await db.query('select 1 from auth.users where email = $1', [email])).rows.length;

describe('from the registration metadata', () => {
  it('creates the profile with the given fields', async () => {
    const email = uniqueEmail('maya');
    const profile = await signUp(email, {
      username: 'Maya_R',
      first_name: 'Maya',
      last_name: 'Reyes',
      gender: 'female',
      birth_date: '1995-06-15',
    });
    expect(profile).toMatchObject({
      username: 'Maya_R',
      first_name: 'Maya',
      last_name: 'Reyes',
      full_name: 'Maya Reyes',
      gender: 'female',
      birth_date: '1995-06-15',
      email,
      visibility: 'everyone',
    });
    expect(profile.age).toBeGreaterThanOrEqual(31);
  });

  it.each([
    [{ username: 'Maya_R' }, USERNAME_TAKEN_SENTENCE],
    [{ username: 'maya_r' }, USERNAME_TAKEN_SENTENCE],
    [{ username: 'no spaces' }, 'Username can only contain letters, numbers, and underscores'],
    [{ username: 'ab' }, 'Username must be between 3 and 30 characters'],
    [{ username: 'valid_name', first_name: 'A' }, 'First name must be between 2 and 50 characters'],
    [{ username: 'valid_name', last_name: 'x'.repeat(51) }, 'Last name must be between 2 and 50 characters'],
    [{ username: 'valid_name', gender: 'robot' }, 'Gender must be one of: male, female, non-binary, other'],
    [{ username: 'valid_name', birth_date: 'someday' }, 'Birth date must be a date like 1990-12-31'],
    [{ username: 'valid_name', birth_date: new Date().toISOString().slice(0, 10) }, 'You must be at least 18 years old to register'],
  ])('refuses the sign-up for %j with "%s"', async (metadata, message) => {
    const email = uniqueEmail('refused');
    await expect(signUp(email, metadata)).rejects.toMatchObject({ code: 'P0001', message });
    expect(await usersWithEmail(email)).toBe(0);
  });
});

describe('without a username (outside provider)', () => {
  it('uses the e-mail’s local part, cleaned', async () => {
    const profile = await signUp(uniqueEmail('jo.ann+dates'), { full_name: 'Jo Ann', avatar_url: 'https://x/y.png' });
    expect(profile).toMatchObject({ username: 'joanndates', first_name: null, full_name: null });
  });

  it('cuts a long local part to 30 characters', async () => {
    const profile = await signUp(uniqueEmail('a'.repeat(40)), {});
    expect(profile.username).toBe('a'.repeat(30));
  });

  it('falls back to user_ and 5 random letters or digits when the local part is taken or too short', async () => {
    const taken = await signUp(uniqueEmail('JOANNDATES'), {});
    const short = await signUp(uniqueEmail('j.o'), {});
    for (const profile of [taken, short]) expect(profile.username).toMatch(/^user_[A-Za-z0-9]{5}$/);
  });

  it('ignores an empty username', async () => {
    const profile = await signUp(uniqueEmail('blankname'), { username: '  ' });
    expect(profile.username).toBe('blankname');
  });
});
