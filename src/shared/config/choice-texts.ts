// How the profile's closed choices (SPEC §3, @rules/profile-choices) read. The database stores the
// English codes ('non-binary', 'Athletic'); a member reads them in her language. The English label is
// the code with a capital first letter, so a new choice in the rules needs its translations
// (the catalogue test finds it missing) and nothing else.
import { PROFILE_CHOICES } from '@rules/profile-choices';
import { defineTexts } from '@/shared/i18n';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const choices: readonly string[] = [...new Set(Object.values(PROFILE_CHOICES).flat())];

/** Each stored choice's label, keyed by the stored value ('Other' and 'other' are two). */
export const choiceTexts = defineTexts('choices', Object.fromEntries(choices.map((value) => [value, capitalised(value)])) as Record<string, string>);
