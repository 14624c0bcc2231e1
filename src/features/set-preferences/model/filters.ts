import { AGE_RANGE, DEFAULT_DISTANCE, HEIGHT_RANGE, INCOME_RANGE } from '@/shared/config';

type Range = [number, number];

/**
 * The filter object of SPEC §3: the Dating Preferences form's shape. Its values are the member's
 * own profiles row (preferred_* columns), saved by the modal and applied by the database to the
 * feed; they are server-owned and never kept in the browser, so they follow the member to another
 * device and never show to the next person who signs in on this one. '' and [] are 'Any'.
 */
export interface DatingFilters {
  gender: string[];
  ageRange: Range;
  incomeRange: Range;
  bodyType: string[];
  distance: number;
  height: Range;
  relationshipGoals: string[];
  education: string[];
  drinking: string;
  smoking: string;
  religion: string;
  hasChildren: string;
  wantsChildren: string;
  hairType: string[];
  /** Only members with the verified badge (photo verification); a filter of all filters. */
  verifiedOnly: boolean;
}

export const defaultFilters: DatingFilters = {
  gender: [],
  ageRange: [...AGE_RANGE],
  incomeRange: [...INCOME_RANGE],
  bodyType: [],
  distance: DEFAULT_DISTANCE,
  height: [...HEIGHT_RANGE],
  relationshipGoals: [],
  education: [],
  drinking: '',
  smoking: '',
  religion: '',
  hasChildren: '',
  wantsChildren: '',
  hairType: [],
  verifiedOnly: false,
};
