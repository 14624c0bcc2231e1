import { createTestDatabase } from '../../testing/test-database';
import { createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';
import { LANGUAGES, PSEUDO_LANGUAGE } from '../../../supabase/functions/_shared/rules/languages';

let db: Database;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [user, other] = await createUsers(db, 2);
});
afterAll(() => db.close());

const setColumn = (column: string, value: unknown, id = user.id) =>
  db.query(`update public.profiles set ${column} = $1 where id = $2`, [value, id]);

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('each rule rejects a bad value with 23514 and its constraint', () => {
  it.each([
    ['username', 'ab', 'profiles_username_length'],
    ['username', 'a'.repeat(31), 'profiles_username_length'],
    ['username', 'has space', 'profiles_username_format'],
    ['username', 'émile', 'profiles_username_format'],
    ['first_name', 'A', 'profiles_first_name_length'],
    ['first_name', 'A'.repeat(51), 'profiles_first_name_length'],
    ['last_name', 'B', 'profiles_last_name_length'],
    ['gender', 'robot', 'profiles_gender_check'],
    ['birth_date', '1899-12-31', 'profiles_birth_date_range'],
    ['bio', 'x'.repeat(1001), 'profiles_bio_length'],
    ['location', 'x'.repeat(101), 'profiles_location_length'],
    ['interests', ['Travel', 'Knitting'], 'profiles_interests_check'],
    ['relationship_goals', ['Fling'], 'profiles_relationship_goals_check'],
    ['preferred_distance', 0, 'profiles_preferred_distance_range'],
    ['preferred_distance', 101, 'profiles_preferred_distance_range'],
    ['preferred_age_min', 17, 'profiles_preferred_age_range'],
    ['preferred_age_max', 101, 'profiles_preferred_age_range'],
    ['preferred_income_min', -1, 'profiles_preferred_income_range'],
    ['preferred_income_max', 1_000_001, 'profiles_preferred_income_range'],
    ['preferred_genders', ['male', 'robot'], 'profiles_preferred_genders_check'],
    ['preferred_hair_types', ['Blue'], 'profiles_preferred_hair_types_check'],
    ['preferred_body_types', ['Tall'], 'profiles_preferred_body_types_check'],
    ['body_type', 'Tall', 'profiles_body_type_check'],
    ['hair_type', 'Blue', 'profiles_hair_type_check'],
    ['height_cm', 20, 'profiles_height_cm_range'],
    ['income', -5, 'profiles_income_range'],
    ['education', 'PhD', 'profiles_education_check'],
    ['drinking', 'often', 'profiles_drinking_check'],
    ['smoking', 'sometimes', 'profiles_smoking_check'],
    ['religion', 'x'.repeat(51), 'profiles_religion_length'],
    ['has_children', 'maybe', 'profiles_has_children_check'],
    ['wants_children', 'someday', 'profiles_wants_children_check'],
    ['visibility', 'friends', 'profiles_visibility_check'],
    ['locale', 'fr', 'profiles_locale_known'],
    ['locale', 'es-MX', 'profiles_locale_known'],
  ])('%s = %j', async (column, value, constraint) => {
    await expect(setColumn(column, value)).rejects.toMatchObject({ code: '23514', constraint });
  });

  it('a minimum above the maximum', async () => {
    await expect(
      db.query('update public.profiles set preferred_age_min = 40, preferred_age_max = 30 where id = $1', [user.id]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'profiles_preferred_age_range' });
    await expect(
      db.query('update public.profiles set preferred_income_min = 9000, preferred_income_max = 1000 where id = $1', [
        user.id,
      ]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'profiles_preferred_income_range' });
  });
});

it('accepts every listed choice', async () => {
  await db.query(
    `update public.profiles
        set gender = 'non-binary', body_type = 'Plus-size', hair_type = 'Gray', education = 'Bachelor''s',
            drinking = 'socially', smoking = 'occasionally', has_children = 'no', wants_children = 'maybe',
            interests = array['Travel', 'History', 'Wine'],
            relationship_goals = array['Not sure yet', 'Long-term relationship'],
            preferred_genders = array['male', 'female', 'non-binary', 'other'],
            preferred_hair_types = array['Black', 'White'], preferred_body_types = array['Athletic', 'Other'],
            preferred_age_min = 18, preferred_age_max = 100, preferred_distance = 100, height_cm = 300
      where id = $1`,
    [user.id],
  );
  const { rows } = await db.query('select education, interests from public.profiles where id = $1', [user.id]);
  expect(rows).toEqual([{ education: "Bachelor's", interests: ['Travel', 'History', 'Wine'] }]);
});

it('accepts each language Ascend speaks, the pseudo-locale, and no choice at all (docs/i18n.md)', async () => {
  for (const locale of [...LANGUAGES, PSEUDO_LANGUAGE, null]) await setColumn('locale', locale);
  const { rows } = await db.query('select locale from public.profiles where id = $1', [user.id]);
  expect(rows).toEqual([{ locale: null }]);
});

describe('the 18-year minimum', () => {
  it('accepts someone whose 18th birthday is today', async () => {
    await setColumn('birth_date', yearsAgo(18));
    const { rows } = await db.query('select age from public.profiles where id = $1', [user.id]);
    expect(rows).toEqual([{ age: 18 }]);
  });

  it('rejects someone who turns 18 tomorrow', async () => {
    await expect(setColumn('birth_date', yearsAgo(18, 1))).rejects.toMatchObject({
      code: '23514',
      constraint: 'profiles_birth_date_adult',
    });
  });
});

it('keeps usernames unique whatever their case', async () => {
  await expect(setColumn('username', user.username.toUpperCase(), other.id)).rejects.toMatchObject({
    code: '23505',
    constraint: 'profiles_username_lower_key',
  });
});
