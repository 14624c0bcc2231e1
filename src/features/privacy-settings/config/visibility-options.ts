import type { ProfileVisibility } from '@/shared/config';
import { privacyTexts } from './texts';

/**
 * SPEC §2's three choices of who may see a profile; the database enforces each (public_profiles). The
 * label and description are text keys, read in the reader's language where they are shown.
 */
export const visibilityOptions: readonly { value: ProfileVisibility; label: keyof typeof privacyTexts; description: keyof typeof privacyTexts }[] = [
  { value: 'everyone', label: 'everyone', description: 'everyoneHelp' },
  { value: 'matches', label: 'matches', description: 'matchesHelp' },
  { value: 'nobody', label: 'nobody', description: 'nobodyHelp' },
];
