import { baseApi, tags, supabaseQuery } from '@/shared/api';
import type { ConversationRow } from '../lib/conversation-row';
import { toConversationPage } from '../lib/map-conversation';
import type { ConversationPage } from '../model/conversation';

export const CONVERSATIONS_PAGE_SIZE = 20;

/** The member's id (one member's cache is never another's) and the search as typed ('' for none). */
export interface ConversationsArgs {
  me: string;
  search: string;
}

export const conversationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The member's conversations, newest activity first, keyset-paged; `search` on username or first name. */
    getConversations: build.infiniteQuery<ConversationPage, ConversationsArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
        // A refetch (a new match) starts again from the top rather than replaying every cursor.
        refetchCachedPages: false,
      },
      queryFn: ({ queryArg: { me, search }, pageParam }) =>
        supabaseQuery(
          (supabase) =>
            supabase
              .rpc('get_conversations', { after: pageParam ?? undefined, page_size: CONVERSATIONS_PAGE_SIZE, search: search.trim() || undefined })
              .overrideTypes<ConversationRow[], { merge: false }>(),
          { context: 'Load conversations', map: (rows) => toConversationPage(rows, me, CONVERSATIONS_PAGE_SIZE) },
        ),
      providesTags: [tags.conversations],
    }),
  }),
});

export const { useGetConversationsInfiniteQuery } = conversationsApi;
