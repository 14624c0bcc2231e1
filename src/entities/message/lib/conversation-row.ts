import type { Database } from '@/shared/api';

type GeneratedRow = Database['public']['Functions']['get_conversations']['Returns'][number];
type NullableColumn =
  | 'username'
  | 'first_name'
  | 'age'
  | 'primary_photo_url'
  | 'show_online_status'
  | 'last_message_id'
  | 'last_message_sender_id'
  | 'last_message_content'
  | 'last_message_at'
  | 'last_message_read_at';

/**
 * A row of get_conversations. The generator types every RETURNS TABLE column as NOT NULL; the
 * partner's columns are null when they hide their profile, the last message's when none was written.
 */
export type ConversationRow = Omit<GeneratedRow, NullableColumn> & { [Column in NullableColumn]: GeneratedRow[Column] | null };
