import type { Database } from '@/shared/api';
import type { MemberNotification, NotificationKind } from '../model/notification';

type GeneratedRow = Database['public']['Functions']['get_notifications']['Returns'][number];
type NullableColumn = 'read_at' | 'username' | 'first_name' | 'primary_photo_url';

/**
 * get_notifications' row. The generator types every RETURNS TABLE column as NOT NULL; the card's
 * are null when the other member is hidden from her, read_at while unread.
 */
export type NotificationRow = Omit<GeneratedRow, NullableColumn> & { [Column in NullableColumn]: GeneratedRow[Column] | null };

export const toMemberNotification = (row: NotificationRow): MemberNotification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  actorId: row.actor_id,
  createdAt: row.created_at,
  readAt: row.read_at,
  actor: { username: row.username, firstName: row.first_name, primaryPhotoUrl: row.primary_photo_url },
});
