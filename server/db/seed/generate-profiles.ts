import { randomUUID } from 'node:crypto';
import type { Database } from '../types';
import { hashPassword, insertAuthUsers } from './auth-users';
import { birthDateForAge } from './birth-date';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './demo-password';
import { recordStorageOrigins } from '../storage-origins';
import { applyProfileDetails, type ProfileDetails } from './profile-details';
import { insertPhotoObjects } from './photo-objects';
import { seededRandom } from './random';

export interface GeneratedAccount {
  id: string;
  email: string;
  username: string;
}

const GENDERS = ['male', 'female', 'non-binary', 'other'] as const;
const FIRST_NAMES = ['Alex', 'Jordan', 'Sam', 'Taylor', 'Morgan', 'Casey', 'Jamie', 'Riley', 'Avery', 'Quinn'];
const LAST_NAMES = ['Smith', 'Garcia', 'Kim', 'Okafor', 'Novak', 'Silva', 'Patel', 'Larsen', 'Haddad', 'Moreau'];
const INTERESTS = ['Travel', 'Photography', 'Cooking', 'Fitness', 'Reading', 'Music', 'Art', 'Movies', 'Gaming', 'Hiking'];
const GOALS = ['Long-term relationship', 'Marriage', 'Casual dating', 'Friendship', 'Not sure yet'];
const BODY_TYPES = ['Athletic', 'Average', 'Slim', 'Curvy', 'Muscular', 'Plus-size', 'Other'];
const HAIR_TYPES = ['Black', 'Brown', 'Blonde', 'Red', 'Gray', 'White', 'Other'];
const EDUCATION = ['High School', 'Some College', "Bachelor's", "Master's", 'Doctorate', 'Trade School'];

// Rows per statement: big enough to be quick, small enough to keep each statement's memory modest.
const BATCH = 500;

/** Where generated photos claim to be served; recorded as a storage origin so their rows pass the check. */
export const GENERATED_PHOTO_ORIGIN = 'http://127.0.0.1:3000';

/**
 * Creates `count` synthetic accounts with full profiles, a US city and a photo each, for benchmarks: the
 * photo's storage row exists but no file is stored. Every account's password is DEMO_PASSWORD.
 * Calls never collide: each run has its own tag.
 */
export async function generateProfiles(
  db: Database,
  count: number,
  seed = 1,
  photoOrigin = GENERATED_PHOTO_ORIGIN,
): Promise<GeneratedAccount[]> {
  const random = seededRandom(seed);
  await recordStorageOrigins(db, [photoOrigin]);
  const tag = randomUUID().slice(0, 6);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Each member lives in a random US city of the gazetteer (none when it was emptied).
  const { rows: places } = await db.query<{ id: number }>(`select id from public.places where country_code = 'US' order by id`);
  const accounts: GeneratedAccount[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const username = `gen_${tag}_${start + i + 1}`;
      return { id: randomUUID(), username, email: `${username}@${DEMO_EMAIL_DOMAIN}`.toLowerCase() };
    });
    const details: ProfileDetails[] = batch.map(({ id }) => ({
      id,
      bio: `Generated profile for load tests. Likes ${random.pick(INTERESTS).toLowerCase()}.`,
      place_id: places.length > 0 ? random.pick(places).id : null,
      interests: random.some(INTERESTS, 3, 5),
      relationship_goals: random.some(GOALS, 1, 2),
      body_type: random.pick(BODY_TYPES),
      hair_type: random.pick(HAIR_TYPES),
      height_cm: random.int(150, 200),
      education: random.pick(EDUCATION),
      drinking: random.pick(['never', 'rarely', 'socially', 'regularly']),
      smoking: random.pick(['never', 'occasionally', 'regularly']),
      has_children: random.pick(['yes', 'no']),
      wants_children: random.pick(['yes', 'no', 'maybe']),
    }));
    await db.transaction(async (tx) => {
      await insertAuthUsers(
        tx,
        batch.map((account) => ({
          id: account.id,
          email: account.email,
          metadata: {
            username: account.username,
            first_name: random.pick(FIRST_NAMES),
            last_name: random.pick(LAST_NAMES),
            gender: random.pick(GENDERS),
            birth_date: birthDateForAge(random.int(18, 70), random.int(1, 360)),
          },
        })),
        passwordHash,
      );
      await applyProfileDetails(tx, details);
      await insertPhotoObjects(tx, batch.map(({ id }) => ({ userId: id })), photoOrigin);
    });
    accounts.push(...batch);
  }
  return accounts;
}
