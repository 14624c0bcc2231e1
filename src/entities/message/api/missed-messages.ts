import { supabaseQuery } from '@/shared/api';
import { CATCH_UP_MAX_PAGES, CATCH_UP_PAGE_SIZE } from '../config/catch-up';
import { MESSAGE_COLUMNS, toMessage } from '../lib/map-message';
import type { Message } from '../model/message';

/**
 * The messages to the member from `since` on, oldest first (PostgREST, served by the index on
 * (receiver_id, created_at)), page after page while pages are full. Null when a request failed (logged).
 */
export async function fetchMissedMessages(me: string, since: string): Promise<Message[] | null> {
  const found: Message[] = [];
  let from = since;
  for (let page = 0; page < CATCH_UP_MAX_PAGES; page += 1) {
    const result = await supabaseQuery(
      (supabase) =>
        supabase.from('messages').select(MESSAGE_COLUMNS).eq('receiver_id', me).gt('created_at', from).order('created_at').limit(CATCH_UP_PAGE_SIZE),
      { context: 'Catch up on messages', map: (rows) => (rows ?? []).map((row) => toMessage(row)) },
    );
    if ('error' in result) return found.length > 0 ? found : null;
    found.push(...result.data);
    if (result.data.length < CATCH_UP_PAGE_SIZE) break;
    // Rows sharing the last time would be skipped by gt: go back to it, the caller drops known ids.
    from = new Date(Date.parse(result.data.at(-1)!.createdAt) - 1).toISOString();
  }
  return found;
}
