import type { DatingFilters } from '../model/filters';
import type { TablesUpdate } from '@/shared/api';

/** Every saved-filter column of the member's profiles row, from the modal's filter object. 'Any' ('') is null. */
export function preferenceColumns(filters: DatingFilters): TablesUpdate<'profiles'> {
  const anyAsNull = (value: string) => value.trim() || null;
  return {
    preferred_genders: filters.gender,
    preferred_age_min: filters.ageRange[0],
    preferred_age_max: filters.ageRange[1],
    preferred_income_min: filters.incomeRange[0],
    preferred_income_max: filters.incomeRange[1],
    preferred_body_types: filters.bodyType,
    preferred_distance: filters.distance,
    preferred_height_min: filters.height[0],
    preferred_height_max: filters.height[1],
    preferred_relationship_goals: filters.relationshipGoals,
    preferred_education: filters.education,
    preferred_drinking: anyAsNull(filters.drinking),
    preferred_smoking: anyAsNull(filters.smoking),
    preferred_religion: anyAsNull(filters.religion),
    preferred_has_children: anyAsNull(filters.hasChildren),
    preferred_wants_children: anyAsNull(filters.wantsChildren),
    preferred_hair_types: filters.hairType,
  };
}
