import { defineTexts } from '@/shared/i18n';

/** The list's texts. SPEC §8 gives 'Failed to load conversations' (the entity's); the rest are ours. */
export const conversationListTexts = defineTexts('conversationList', {
  list: 'Conversations',
  search: 'Search conversations',
  loading: 'Loading conversations',
  loadMore: 'Load more',
  noMessageYet: 'No messages yet: say hello',
  emptyTitle: 'No conversations yet',
  emptyHint: 'When you and someone both show interest, you can message each other here.',
  noMatch: (search: string) => `No conversations match "${search}"`,
  unread: (count: number) => `${count} unread`,
});

/** Typing pauses this long before the list asks the server (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;
