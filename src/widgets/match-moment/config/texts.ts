import { defineTexts } from '@/shared/i18n';

/** The match moment's dialog, for the member who made the match. */
export const matchMomentTexts = defineTexts('matchMoment', {
  title: "It's a match!",
  likeEachOther: (name: string) => `You and ${name} like each other.`,
  keepBrowsing: 'Keep browsing',
  sendMessage: 'Send a message',
});
