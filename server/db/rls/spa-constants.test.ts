import {
  AGE_RANGE,
  BIO_MAX_LENGTH,
  DISTANCE_RANGE,
  HEIGHT_RANGE,
  INCOME_RANGE,
  INTEREST_MESSAGE_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MIN_AGE,
  NAME_MAX,
  NAME_MIN,
  PHOTO_CAP,
  PHOTO_MAX_BYTES,
  PREFERRED_RELIGION_MAX_LENGTH,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../../supabase/functions/_shared/rules/limits';
import { PROFILE_CHOICES, PROFILE_VISIBILITIES } from '../../../supabase/functions/_shared/rules/profile-choices';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../../../supabase/functions/_shared/rules/report-rules';
import { subscribe } from '../../testing/subscriptions';
import { createTestDatabase } from '../../testing/test-database';
import { uploadedPhotoUrls } from '../../testing/test-photos';
import { as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// The SPA states the SPEC's lists and limits once (src/shared/config); the database enforces them
// again. These tests fail as soon as the two disagree.
let db: Database;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [alice, bob] = await createUsers(db, 2);
  await makeMatch(db, alice, bob);
  // Her plan includes all filters: every range of Dating Preferences is hers to save.
  await subscribe(db, [alice.id]);
});
afterAll(() => db.close());

const refusedCheck = { code: '23514' };

describe('the closed lists', () => {
  it.each(Object.keys(PROFILE_CHOICES) as (keyof typeof PROFILE_CHOICES)[])('%s is the same list in SQL', async (list) => {
    const { rows } = await db.query<{ choices: string[] }>('select private.profile_choices($1) as choices', [list]);
    expect(rows[0].choices).toEqual([...PROFILE_CHOICES[list]]);
  });

  it('a report takes exactly the reasons the report dialog offers', async () => {
    const { rows } = await db.query<{ definition: string }>(
      `select pg_get_constraintdef(c.oid) as definition from pg_catalog.pg_constraint c
        where c.conrelid = 'private.reports'::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%reason%'`,
    );
    expect(rows).toHaveLength(1);
    expect([...rows[0].definition.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1])).toEqual([...REPORT_REASONS]);
  });

  it('visibility takes exactly the SPA’s values', async () => {
    const setVisibility = (value: string) =>
      as(db, alice)('update public.profiles set visibility = $1 where id = $2', [value, alice.id]);
    for (const value of PROFILE_VISIBILITIES) await setVisibility(value);
    await expect(setVisibility('friends')).rejects.toMatchObject(refusedCheck);
  });
});

describe('the limits', () => {
  const text = (length: number) => 'x'.repeat(length);

  it(`a report's details hold ${REPORT_DETAILS_MAX} characters, not one more`, async () => {
    const report = (details: string) => as(db, alice)('select public.report_member($1, $2, $3)', [bob.id, 'other', details]);
    await expect(report(text(REPORT_DETAILS_MAX + 1))).rejects.toMatchObject({ message: expect.stringMatching(/^The details/) });
    await expect(report(text(REPORT_DETAILS_MAX))).resolves.toBeDefined();
  });

  it(`messages hold ${MESSAGE_MAX_LENGTH} characters, not one more`, async () => {
    const send = (content: string) =>
      as(db, alice)('insert into public.messages (sender_id, receiver_id, content) values ($1, $2, $3)', [
        alice.id,
        bob.id,
        content,
      ]);
    await send(text(MESSAGE_MAX_LENGTH));
    await expect(send(text(MESSAGE_MAX_LENGTH + 1))).rejects.toMatchObject(refusedCheck);
  });

  it(`interest and connection-request messages hold ${INTEREST_MESSAGE_MAX_LENGTH} characters`, async () => {
    const [carol, dave] = await createUsers(db, 2);
    const interest = (message: string) =>
      as(db, carol)('insert into public.interests (sender_id, receiver_id, message) values ($1, $2, $3)', [
        carol.id,
        dave.id,
        message,
      ]);
    await expect(interest(text(INTEREST_MESSAGE_MAX_LENGTH + 1))).rejects.toMatchObject(refusedCheck);
    await interest(text(INTEREST_MESSAGE_MAX_LENGTH));
    const request = (message: string) =>
      as(db, dave)('insert into public.connection_requests (sender_id, receiver_id, message) values ($1, $2, $3)', [
        dave.id,
        carol.id,
        message,
      ]);
    await expect(request(text(INTEREST_MESSAGE_MAX_LENGTH + 1))).rejects.toMatchObject(refusedCheck);
    await request(text(INTEREST_MESSAGE_MAX_LENGTH));
  });

  it(`photos are at most ${PHOTO_MAX_BYTES} bytes, and ${PHOTO_CAP} per profile (a member's own number: her plan's, plans.test.ts)`, async () => {
    const { rows } = await db.query(`select file_size_limit from storage.buckets where id = 'profile-photos'`);
    expect(rows).toEqual([{ file_size_limit: PHOTO_MAX_BYTES }]);
    const urls = await uploadedPhotoUrls(db, bob.id, PHOTO_CAP + 1);
    // As the owner (the seed): no plan applies, only the cap.
    const add = (url: string) => db.query('insert into public.photos (user_id, url) values ($1, $2)', [bob.id, url]);
    for (const url of urls.slice(0, PHOTO_CAP)) await add(url);
    await expect(add(urls[PHOTO_CAP])).rejects.toMatchObject({ constraint: `photos_at_most_${PHOTO_CAP}_per_user` });
  });

  it(`usernames are ${USERNAME_MIN}–${USERNAME_MAX} characters, names ${NAME_MIN}–${NAME_MAX}`, async () => {
    const update = (column: string, value: string) =>
      as(db, alice)(`update public.profiles set ${column} = $1 where id = $2`, [value, alice.id]);
    await update('username', `a${text(USERNAME_MIN - 1)}`.slice(0, USERNAME_MIN));
    await update('username', `b${text(USERNAME_MAX - 1)}`);
    await expect(update('username', text(USERNAME_MIN - 1))).rejects.toMatchObject(refusedCheck);
    await expect(update('username', text(USERNAME_MAX + 1))).rejects.toMatchObject(refusedCheck);
    for (const column of ['first_name', 'last_name']) {
      await update(column, text(NAME_MIN));
      await update(column, text(NAME_MAX));
      await expect(update(column, text(NAME_MIN - 1))).rejects.toMatchObject(refusedCheck);
      await expect(update(column, text(NAME_MAX + 1))).rejects.toMatchObject(refusedCheck);
    }
  });

  it(`a bio holds ${BIO_MAX_LENGTH} characters`, async () => {
    const bio = (value: string) => as(db, alice)('update public.profiles set bio = $1 where id = $2', [value, alice.id]);
    await bio(text(BIO_MAX_LENGTH));
    await expect(bio(text(BIO_MAX_LENGTH + 1))).rejects.toMatchObject(refusedCheck);
  });

  it(`members are at least ${MIN_AGE}`, async () => {
    // A member who has not given her birth date yet (a Google sign-up) sets it, once.
    const [newcomer] = await createUsers(db, 1, { birth_date: null });
    const born = (years: number, days: number) =>
      as(db, newcomer)(
        `update public.profiles set birth_date = current_date - make_interval(years => $1) + make_interval(days => $2) where id = $3`,
        [years, days, newcomer.id],
      );
    // Refused first: a birth date, once set, is fixed (fit-changes.test.ts).
    await expect(born(MIN_AGE, 1)).rejects.toMatchObject({ constraint: 'profiles_birth_date_adult' });
    await born(MIN_AGE, 0);
  });

  describe('the Dating Preferences ranges', () => {
    const save = (columns: Record<string, unknown>) => {
      const names = Object.keys(columns);
      const sets = names.map((name, i) => `${name} = $${i + 1}`).join(', ');
      return as(db, alice)(`update public.profiles set ${sets} where id = $${names.length + 1}`, [
        ...Object.values(columns),
        alice.id,
      ]);
    };
    it.each([
      ['age', 'preferred_age_min', 'preferred_age_max', AGE_RANGE],
      ['income', 'preferred_income_min', 'preferred_income_max', INCOME_RANGE],
      ['height', 'preferred_height_min', 'preferred_height_max', HEIGHT_RANGE],
    ] as const)('%s takes exactly the slider’s range', async (_, min, max, [low, high]) => {
      await save({ [min]: low, [max]: high });
      await expect(save({ [min]: low - 1 })).rejects.toMatchObject(refusedCheck);
      await expect(save({ [max]: high + 1 })).rejects.toMatchObject(refusedCheck);
      await expect(save({ [min]: high, [max]: low })).rejects.toMatchObject(refusedCheck);
    });

    it(`distance is ${DISTANCE_RANGE[0]}–${DISTANCE_RANGE[1]} miles`, async () => {
      await save({ preferred_distance: DISTANCE_RANGE[0] });
      await save({ preferred_distance: DISTANCE_RANGE[1] });
      await expect(save({ preferred_distance: DISTANCE_RANGE[0] - 1 })).rejects.toMatchObject(refusedCheck);
      await expect(save({ preferred_distance: DISTANCE_RANGE[1] + 1 })).rejects.toMatchObject(refusedCheck);
    });

    it(`the religion filter holds ${PREFERRED_RELIGION_MAX_LENGTH} characters`, async () => {
      await save({ preferred_religion: text(PREFERRED_RELIGION_MAX_LENGTH) });
      await expect(save({ preferred_religion: text(PREFERRED_RELIGION_MAX_LENGTH + 1) })).rejects.toMatchObject(
        refusedCheck,
      );
    });
  });
});
