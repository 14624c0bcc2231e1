import { defineTexts } from '@/shared/i18n';

/** Settings → Privacy: SPEC §2's three choices of who may see a profile, and the online status. */
export const privacyTexts = defineTexts('privacy', {
  visibility: 'Profile visibility',
  everyone: 'Everyone',
  everyoneHelp: 'Every member can find and view your profile.',
  matches: 'Matches only',
  matchesHelp: 'Only people you have matched with can view your profile.',
  nobody: 'Nobody',
  nobodyHelp: 'Your profile is hidden from everyone but you.',
  showOnlineStatus: 'Show online status',
});
