import { defaultFilters, type DatingFilters } from '../model/filters';
import type { ProfilePreferences } from '@/entities/profile';

/** The member's saved preferences as the modal's filter object (SPEC §3); null selects read 'Any' (''). */
export function filtersFromPreferences(saved: ProfilePreferences): DatingFilters {
  return {
    ...defaultFilters,
    gender: [...saved.genders],
    ageRange: [...saved.ageRange],
    incomeRange: [...saved.incomeRange],
    bodyType: [...saved.bodyTypes],
    distance: saved.distance,
    height: [...saved.heightRange],
    relationshipGoals: [...saved.relationshipGoals],
    education: [...saved.education],
    drinking: saved.drinking ?? '',
    smoking: saved.smoking ?? '',
    religion: saved.religion ?? '',
    hasChildren: saved.hasChildren ?? '',
    wantsChildren: saved.wantsChildren ?? '',
    hairType: [...saved.hairTypes],
    verifiedOnly: saved.verifiedOnly,
  };
}
