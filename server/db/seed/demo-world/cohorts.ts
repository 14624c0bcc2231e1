import { AUSTIN_AREA, BAY_AREA, CHICAGO_AREA, ELSEWHERE, NEW_YORK_AREA, PORTLAND_AREA } from './cities';

export type Gender = 'male' | 'female' | 'non-binary' | 'other';

/** A group of members drawn alike: where they live, who they are, how open their preferences are. */
export interface Cohort {
  places: readonly number[];
  count: number;
  genders: readonly [Gender, number][];
  ages: readonly [number, number];
  /** The chance that a member leaves preferred genders empty (anyone). */
  openness: number;
}

// Sized so that each demo account's saved filters find a page or more of people near them: New York
// is Ava's and Noah's, so it gets the most; every other demo city a cohort; then the wide world.
export const COHORTS: readonly Cohort[] = [
  { places: NEW_YORK_AREA, count: 56, genders: [['male', 1]], ages: [25, 38], openness: 0.05 },
  { places: NEW_YORK_AREA, count: 32, genders: [['female', 1]], ages: [23, 36], openness: 0.05 },
  { places: NEW_YORK_AREA, count: 6, genders: [['non-binary', 2], ['other', 1]], ages: [22, 40], openness: 0.5 },
  { places: AUSTIN_AREA, count: 12, genders: [['male', 3], ['female', 1]], ages: [22, 34], openness: 0.1 },
  { places: CHICAGO_AREA, count: 14, genders: [['female', 3], ['male', 1]], ages: [28, 44], openness: 0.1 },
  { places: BAY_AREA, count: 12, genders: [['male', 3], ['female', 1], ['non-binary', 1]], ages: [36, 56], openness: 0.1 },
  { places: PORTLAND_AREA, count: 8, genders: [['non-binary', 2], ['female', 1], ['male', 1]], ages: [24, 40], openness: 0.6 },
  { places: ELSEWHERE, count: 20, genders: [['female', 9], ['male', 9], ['non-binary', 1], ['other', 1]], ages: [21, 62], openness: 0.1 },
];
