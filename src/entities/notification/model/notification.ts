import type { NotificationKind } from '@rules/notification-sentences';

/** What happened, as the database wrote it (docs/notifications.md); the kinds' sentences live beside it. */
export type { NotificationKind };

/** One notification of the member's, with the other member as she may see them. */
export interface MemberNotification {
  id: string;
  kind: NotificationKind;
  actorId: string;
  createdAt: string;
  /** Null while unread. */
  readAt: string | null;
  /** Null fields when the other member hides their profile from her. */
  actor: { username: string | null; firstName: string | null; primaryPhotoUrl: string | null };
}
