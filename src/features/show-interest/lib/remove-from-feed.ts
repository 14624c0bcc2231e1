import type { DiscoveryPage } from '@/entities/discovery-feed';

interface FeedDraft {
  pages: DiscoveryPage[];
}

/** A recipe for `updateQueryData`: takes one member's card out of every loaded page of the feed. */
export const removeFromFeed = (memberId: string) => (draft: FeedDraft) => {
  for (const page of draft.pages) {
    page.cards = page.cards.filter((card) => card.id !== memberId);
  }
};
