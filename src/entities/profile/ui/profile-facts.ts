import { choiceLabel } from '@/shared/lib';
import { memberProfileTexts as texts } from '../config/texts';
import type { PublicProfile } from '../model/profile';

export interface ProfileFact {
  label: string;
  value: string;
}

type FactField = 'bodyType' | 'hairType' | 'heightCm' | 'education' | 'drinking' | 'smoking' | 'religion' | 'hasChildren' | 'wantsChildren';

/** The attributes a profile shows, in reading order (their names: `memberProfileTexts.facts`). */
const FACTS: readonly { field: FactField; format?: (value: string | number) => string }[] = [
  { field: 'bodyType' },
  { field: 'hairType' },
  { field: 'heightCm', format: (cm) => texts.centimetres(cm) },
  { field: 'education' },
  { field: 'drinking' },
  { field: 'smoking' },
  { field: 'religion' },
  { field: 'hasChildren' },
  { field: 'wantsChildren' },
];

/** The attributes the member filled in, named in the reader's language; the ones left empty are not shown. */
export function profileFacts(profile: Pick<PublicProfile, FactField>): ProfileFact[] {
  return FACTS.flatMap(({ field, format = (value) => choiceLabel(String(value)) }) => {
    const value = profile[field];
    return value === null || value === '' ? [] : [{ label: texts.facts[field], value: format(value) }];
  });
}
