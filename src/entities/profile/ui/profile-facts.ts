import { choiceLabel } from '@/shared/lib';
import type { PublicProfile } from '../model/profile';

export interface ProfileFact {
  label: string;
  value: string;
}

type FactField = 'bodyType' | 'hairType' | 'heightCm' | 'education' | 'drinking' | 'smoking' | 'religion' | 'hasChildren' | 'wantsChildren';

/** The attributes a profile shows, in reading order, each with how a person would name it. */
const FACTS: readonly { field: FactField; label: string; format?: (value: string | number) => string }[] = [
  { field: 'bodyType', label: 'Body type' },
  { field: 'hairType', label: 'Hair' },
  { field: 'heightCm', label: 'Height', format: (cm) => `${cm} cm` },
  { field: 'education', label: 'Education' },
  { field: 'drinking', label: 'Drinking' },
  { field: 'smoking', label: 'Smoking' },
  { field: 'religion', label: 'Religion' },
  { field: 'hasChildren', label: 'Has children' },
  { field: 'wantsChildren', label: 'Wants children' },
];

/** The attributes the member filled in; the ones left empty are not shown. */
export function profileFacts(profile: Pick<PublicProfile, FactField>): ProfileFact[] {
  return FACTS.flatMap(({ field, label, format = (value) => choiceLabel(String(value)) }) => {
    const value = profile[field];
    return value === null || value === '' ? [] : [{ label, value: format(value) }];
  });
}
