import { AGE_RANGE, DEFAULT_DISTANCE, HEIGHT_RANGE, INCOME_RANGE } from '@/shared/config';

type Range = [number, number];

/** The filter object of SPEC §3 (preferences modal and home feed). */
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
};
