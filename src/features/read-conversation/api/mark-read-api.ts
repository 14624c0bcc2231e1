import { markConversationReadInCaches } from '@/entities/message';
import { baseApi, supabaseQuery } from '@/shared/api';

export interface MarkConversationReadArgs {
  me: string;
  partnerId: string;
}

export const readConversationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** mark_conversation_read(partner): read_at on the member's unread messages from the partner; answers how many. */
    markConversationRead: build.mutation<number, MarkConversationReadArgs>({
      queryFn: ({ partnerId }) =>
        supabaseQuery((supabase) => supabase.rpc('mark_conversation_read', { partner: partnerId }), {
          context: 'Mark conversation read',
          map: (count) => count ?? 0,
        }),
      // The badge, the list's count and the thread's messages read at once; back as they were if it fails.
      async onQueryStarted({ me, partnerId }, { dispatch, queryFulfilled }) {
        const undo = dispatch(markConversationReadInCaches(me, partnerId, new Date().toISOString()));
        try {
          await queryFulfilled;
        } catch {
          undo();
        }
      },
    }),
  }),
});

export const { useMarkConversationReadMutation } = readConversationApi;
