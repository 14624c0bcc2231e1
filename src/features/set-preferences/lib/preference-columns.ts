import type { DatingFilters } from '../model/filters';
import type { TablesUpdate } from '@/shared/api';

/**
 * The saved-filter columns of the member's profiles row, from the modal's filter object. 'Any' ('')
 * is null. Without all filters only the basic ones are written: the database refuses a change of the
 * others on such a plan (docs/plans.md, Entitlements), and keeps what she saved before.
 */
export function preferenceColumns(filters: DatingFilters, allFilters: boolean): TablesUpdate<'profiles'> {
  const basic: TablesUpdate<'profiles'> = {
    preferred_genders: filters.gender,
    preferred_age_min: filters.ageRange[0],
    preferred_age_max: filters.ageRange[1],
    preferred_distance: filters.distance,
    preferred_relationship_goals: filters.relationshipGoals,
  };
  return allFilters ? { ...basic, ...moreColumns(filters) } : basic;
}

function moreColumns(filters: DatingFilters): TablesUpdate<'profiles'> {
  const anyAsNull = (value: string) => value.trim() || null;
  return {
    preferred_income_min: filters.incomeRange[0],
    preferred_income_max: filters.incomeRange[1],
    preferred_body_types: filters.bodyType,
    preferred_height_min: filters.height[0],
    preferred_height_max: filters.height[1],
    preferred_education: filters.education,
    preferred_drinking: anyAsNull(filters.drinking),
    preferred_smoking: anyAsNull(filters.smoking),
    preferred_religion: anyAsNull(filters.religion),
    preferred_has_children: anyAsNull(filters.hasChildren),
    preferred_wants_children: anyAsNull(filters.wantsChildren),
    preferred_hair_types: filters.hairType,
    preferred_verified_only: filters.verifiedOnly,
  };
}
