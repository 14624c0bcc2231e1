import { supabaseQuery } from '@/shared/api';

/** How many messages to the member are unread: a head request, served by the (receiver_id) index. */
export const countUnread = (me: string) =>
  supabaseQuery(
    (supabase) =>
      supabase
        .from('messages')
        .select('id', { count: 'exact', head: true })
        .eq('receiver_id', me)
        .is('read_at', null)
        .then(({ count, error }) => (error ? { data: null, error } : { data: count ?? 0, error: null })),
    { context: 'Count unread messages', map: (count) => count ?? 0 },
  );
