import type { ProfileVisibility } from '@/shared/config';

/** SPEC §2's three choices of who may see a profile; the database enforces each (public_profiles). */
export const visibilityOptions: readonly { value: ProfileVisibility; label: string; description: string }[] = [
  { value: 'everyone', label: 'Everyone', description: 'Every member can find and view your profile.' },
  { value: 'matches', label: 'Matches only', description: 'Only people you have matched with can view your profile.' },
  { value: 'nobody', label: 'Nobody', description: 'Your profile is hidden from everyone but you.' },
];
