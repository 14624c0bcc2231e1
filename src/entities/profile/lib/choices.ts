import { isProfileChoice, type ProfileChoice, type ProfileChoiceList } from '@/shared/config';

// The database accepts only the listed values (CHECK with profile_choices). A value this bundle does
// not know can only come from a schema newer than the bundle: it is left out rather than shown raw.

export function choiceOrNull<List extends ProfileChoiceList>(list: List, value: string | null): ProfileChoice<List> | null {
  return isProfileChoice(list, value) ? value : null;
}

export function knownChoices<List extends ProfileChoiceList>(list: List, values: readonly string[] | null): ProfileChoice<List>[] {
  return (values ?? []).filter((value): value is ProfileChoice<List> => isProfileChoice(list, value));
}
