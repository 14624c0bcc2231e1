import { randomUUID } from 'node:crypto';
import type { Database } from '../types';
import { recordStorageOrigins } from '../storage-origins';
import { hashPassword } from './auth-users';
import { birthDateForAge } from './birth-date';
import { insertBulkMembers, type BulkMember } from './bulk-members';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './demo-password';
import type { Gender } from './demo-world/cohorts';
import { FIRST_NAMES, LAST_NAMES } from './demo-world/names';
import { memberTraits } from './demo-world/traits';
import { seededRandom } from './random';

export interface GeneratedAccount {
  id: string;
  email: string;
  username: string;
}

// Rows per transaction: big enough to be quick, small enough to keep each statement's memory modest.
const BATCH = 2000;

/** Where generated photos claim to be served; recorded as a storage origin so their rows pass the check. */
export const GENERATED_PHOTO_ORIGIN = 'http://127.0.0.1:3000';

type Random = ReturnType<typeof seededRandom>;

/** One member drawn like the demo world's (traits, preferences, activity), as a profiles row. */
function drawProfile(random: Random, username: string, placeId: number | null): Record<string, unknown> {
  const gender = random.weighted<Gender>([['female', 45], ['male', 45], ['non-binary', 7], ['other', 3]]);
  const age = random.int(18, 70);
  const { hours_since_active: hours, ...traits } = memberTraits(random, gender, age);
  const straight = gender === 'male' ? 'female' : gender === 'female' ? 'male' : null;
  return {
    username, gender, first_name: random.pick(FIRST_NAMES[gender]), last_name: random.pick(LAST_NAMES),
    birth_date: birthDateForAge(age, random.int(1, 360)),
    bio: `Generated profile for load tests. Likes ${traits.interests[0].toLowerCase()}.`,
    place_id: placeId, ...traits,
    last_active: new Date(Date.now() - hours * 3_600_000).toISOString(),
    preferred_genders: straight && random.next() < 0.85 ? [straight] : [],
    preferred_age_min: Math.max(18, age - random.int(3, 12)),
    preferred_age_max: Math.min(100, age + random.int(3, 12)),
  };
}

/** A place id drawn with weight = population, by bisecting the running totals. */
function placePicker(random: Random, places: { id: number; population: number }[]): () => number | null {
  const totals: number[] = [];
  for (const place of places) totals.push((totals.at(-1) ?? 0) + place.population);
  return () => {
    if (places.length === 0) return null;
    const target = random.next() * totals[totals.length - 1];
    let [low, high] = [0, totals.length - 1];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (totals[middle] > target) high = middle;
      else low = middle + 1;
    }
    return places[low].id;
  };
}

/**
 * Creates `count` synthetic accounts with full profiles (drawn like the demo world's members), a US
 * city and a photo each, for benchmarks: the photo's storage row exists but no file is stored. Every
 * account's password is DEMO_PASSWORD. Calls never collide: each run has its own tag.
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
  // Each member lives in a US city of the gazetteer, as likely as its population (none when the
  // gazetteer was emptied): members crowd where people do, as on a real service.
  const { rows: places } = await db.query<{ id: number; population: number }>(
    `select id, population from public.places where country_code = 'US' order by id`);
  const pickPlace = placePicker(random, places);
  const accounts: GeneratedAccount[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch: (GeneratedAccount & BulkMember)[] = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const username = `gen_${tag}_${start + i + 1}`;
      const profile = drawProfile(random, username, pickPlace());
      return { id: randomUUID(), username, email: `${username}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(), profile };
    });
    await db.transaction((tx) => insertBulkMembers(tx, batch, passwordHash, photoOrigin));
    accounts.push(...batch.map(({ id, email, username }) => ({ id, email, username })));
  }
  return accounts;
}
