import { seededRandom } from '../random';
import { demoBio } from './bios';
import { COHORTS, type Cohort, type Gender } from './cohorts';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { memberTraits, type MemberTraits } from './traits';

/** A generated member of the demo world: profile, preferences, activity and how many portraits. */
export interface WorldMember extends MemberTraits {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  gender: Gender;
  age: number;
  place_id: number;
  bio: string;
  preferred_genders: Gender[];
  preferred_age_min: number;
  preferred_age_max: number;
  /** 1 to 3 illustrated portraits (server/db/seed/photos/members/). */
  photos: number;
}

/** The seed of the world: change it and every member changes (and the portraits must be redrawn). */
const WORLD_SEED = 20261124;

const PREFERENCES: Record<Gender, readonly (readonly [Gender[], number])[]> = {
  male: [[['female'], 85], [['male'], 8], [['female', 'non-binary'], 7]],
  female: [[['male'], 80], [['female'], 8], [['male', 'non-binary'], 7], [[], 5]],
  'non-binary': [[[], 50], [['female', 'non-binary'], 25], [['male', 'non-binary'], 25]],
  other: [[[], 60], [['female', 'other'], 20], [['male', 'other'], 20]],
};

// Usernames allow [A-Za-z0-9_] only: "Tomás García" becomes tomas_garcia.
const plain = (name: string) => name.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();

function drawMember(random: ReturnType<typeof seededRandom>, cohort: Cohort, index: number, taken: Set<string>): WorldMember {
  const gender = random.weighted(cohort.genders);
  const first_name = random.pick(FIRST_NAMES[gender]);
  const last_name = random.pick(LAST_NAMES);
  let username = `${plain(first_name)}_${plain(last_name)}`;
  for (let n = 2; taken.has(username); n++) username = `${plain(first_name)}_${plain(last_name)}${n}`;
  taken.add(username);
  const age = random.int(cohort.ages[0], cohort.ages[1]);
  const traits = memberTraits(random, gender, age);
  return {
    id: `d1000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    username, first_name, last_name, gender, age,
    place_id: random.pick(cohort.places),
    bio: demoBio(random, traits.interests, traits.relationship_goals),
    ...traits,
    preferred_genders: random.next() < cohort.openness ? [] : random.weighted(PREFERENCES[gender]),
    preferred_age_min: Math.max(18, age - random.int(5, 12)),
    preferred_age_max: Math.min(100, age + random.int(3, 10)),
    photos: random.weighted([[1, 55], [2, 33], [3, 12]]),
  };
}

let memo: WorldMember[] | undefined;

/** The demo world's members, the same on every call and every machine. */
export function worldMembers(): WorldMember[] {
  if (memo) return memo;
  const random = seededRandom(WORLD_SEED);
  const taken = new Set(['ava', 'noah', 'sofia', 'river', 'marcus', 'elena']);
  const members: WorldMember[] = [];
  for (const cohort of COHORTS) {
    for (let i = 0; i < cohort.count; i++) members.push(drawMember(random, cohort, members.length, taken));
  }
  memo = members;
  return members;
}
