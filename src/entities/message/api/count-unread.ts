import { supabaseQuery } from '@/shared/api';

/**
 * How many messages to the member are unread (get_unread_message_count, served by the unread index).
 * A function, not a filter on read_at: members may not select that column, because the read time of
 * a sent message is a plan's feature (docs/plans.md, Read receipts).
 */
export const countUnread = () =>
  supabaseQuery((supabase) => supabase.rpc('get_unread_message_count'), {
    context: 'Count unread messages',
    map: (count) => count ?? 0,
  });
