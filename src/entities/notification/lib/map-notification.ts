import type { Database } from '@/shared/api';
import type { MemberNotification, NotificationKind } from '../model/notification';

type GeneratedRow = Database['public']['Functions']['get_notifications']['Returns'][number];
type NullableColumn = 'actor_id' | 'read_at' | 'username' | 'first_name' | 'primary_photo_url' | 'event_id' | 'event_title';

/**
 * get_notifications' row. The generator types every RETURNS TABLE column as NOT NULL; the card's
 * are null when the other member is hidden from her, read_at while unread, the actor's for an
 * event's reminder and the event's for every other kind.
 */
export type NotificationRow = Omit<GeneratedRow, NullableColumn> & { [Column in NullableColumn]: GeneratedRow[Column] | null };

export function toMemberNotification(row: NotificationRow): MemberNotification {
  const base = { id: row.id, createdAt: row.created_at, readAt: row.read_at };
  if (row.kind === 'event_reminder') {
    return { ...base, kind: 'event_reminder', event: { id: row.event_id ?? '', title: row.event_title ?? '' } };
  }
  return {
    ...base,
    kind: row.kind as Exclude<NotificationKind, 'event_reminder'>,
    actorId: row.actor_id ?? '',
    actor: { username: row.username, firstName: row.first_name, primaryPhotoUrl: row.primary_photo_url },
  };
}
