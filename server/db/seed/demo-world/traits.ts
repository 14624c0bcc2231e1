import { PROFILE_CHOICES } from '../../../../supabase/functions/_shared/rules/profile-choices';
import type { ProfileTraits } from '../profile-details';
import type { seededRandom } from '../random';
import type { Gender } from './cohorts';

type Random = ReturnType<typeof seededRandom>;

/** What a member says about themselves (ProfileTraits and more), and how they use the service. */
export interface MemberTraits extends ProfileTraits {
  religion: string | null;
  income: number | null;
  visibility: 'everyone' | 'matches' | 'nobody';
  show_online_status: boolean;
  /** How long ago they were last active, in hours. */
  hours_since_active: number;
}

const RELIGIONS = [
  ['Christian', 30], ['Catholic', 20], ['Jewish', 5], ['Muslim', 4], ['Hindu', 3], ['Buddhist', 3], ['Agnostic', 12],
  ['Atheist', 12], ['Spiritual', 11],
] as const;

/** A main goal, and for some a second one. */
function goals(random: Random): string[] {
  const main = random.weighted([
    ['Long-term relationship', 45], ['Marriage', 20], ['Casual dating', 15], ['Friendship', 8], ['Not sure yet', 12],
  ] as const);
  const second = random.next() < 0.3 ? random.pick(['Marriage', 'Friendship', 'Long-term relationship']) : main;
  return [...new Set([main, second])];
}

// Rough shares of a big-city dating service, not census data: enough spread for every filter to matter.
export function memberTraits(random: Random, gender: Gender, age: number): MemberTraits {
  const tall = gender === 'male' ? 176 : gender === 'female' ? 164 : 170;
  const older = age >= 45;
  return {
    interests: random.some(PROFILE_CHOICES.interest, 3, 6),
    relationship_goals: goals(random),
    body_type: random.weighted([['Athletic', 25], ['Average', 30], ['Slim', 20], ['Curvy', 10], ['Muscular', 7], ['Plus-size', 6], ['Other', 2]] as const),
    hair_type: older && random.next() < 0.4
      ? random.pick(['Gray', 'White'])
      : random.weighted([['Black', 30], ['Brown', 38], ['Blonde', 16], ['Red', 6], ['Other', 4], ['Gray', 3], ['White', 1]] as const),
    height_cm: tall + random.int(-10, 10) + random.int(-5, 5),
    education: random.weighted([['High School', 10], ['Some College', 15], ["Bachelor's", 40], ["Master's", 22], ['Doctorate', 6], ['Trade School', 7]] as const),
    drinking: random.weighted([['never', 12], ['rarely', 25], ['socially', 53], ['regularly', 10]] as const),
    smoking: random.weighted([['never', 82], ['occasionally', 12], ['regularly', 6]] as const),
    religion: random.next() < 0.6 ? random.weighted(RELIGIONS) : null,
    has_children: random.next() < (age >= 35 ? 0.35 : 0.1) ? 'yes' : 'no',
    wants_children: random.weighted([['yes', 40], ['no', 25], ['maybe', 35]] as const),
    income: random.next() < 0.65 ? random.int(35, 220) * 1000 : null,
    visibility: random.weighted([['everyone', 95], ['matches', 3], ['nobody', 2]] as const),
    show_online_status: random.next() < 0.85,
    hours_since_active: activeHoursAgo(random),
  };
}

/** Hours since a member was last active: most within the week, some gone for a month or more. */
function activeHoursAgo(random: Random): number {
  const [min, max] = random.weighted<readonly [number, number]>([[[0, 23], 40], [[24, 167], 30], [[168, 719], 20], [[720, 2000], 10]]);
  return random.int(min, max);
}
