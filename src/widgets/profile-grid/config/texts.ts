import { defineTexts } from '@/shared/i18n';

/** The feed's texts. SPEC §8 gives 'Failed to load profiles'; the rest are ours. */
export const profileGridTexts = defineTexts('profileGrid', {
  loadFailed: 'Failed to load profiles',
  loading: 'Loading profiles',
  loadMore: 'Load more',
  emptyTitle: 'No one new to show right now',
  emptyHint: 'Try widening your filters: a longer distance, a wider age range or fewer choices.',
  openPreferences: 'Widen your filters',
  endTitle: "You've seen everyone who matches your filters",
  endHint: 'Widen your preferences to meet more people.',
  likedYou: 'Liked you',
  // SPEC §2: the card's link.
  viewProfile: 'View Profile',
  viewProfileOf: (name: string) => `View Profile of ${name}`,
});
