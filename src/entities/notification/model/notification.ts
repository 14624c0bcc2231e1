import type { NotificationKind } from '@rules/notification-sentences';

/** What happened, as the database wrote it (docs/notifications.md); the kinds' sentences live beside it. */
export type { NotificationKind };

interface NotificationBase {
  id: string;
  createdAt: string;
  /** Null while unread. */
  readAt: string | null;
}

/** News of another member (a like, a match, a message, a view), with her as the reader may see her. */
export interface MemberNews extends NotificationBase {
  kind: Exclude<NotificationKind, 'event_reminder'>;
  actorId: string;
  /** Null fields when the other member hides their profile from her. */
  actor: { username: string | null; firstName: string | null; primaryPhotoUrl: string | null };
}

/** The day-before reminder of an event she is going to (docs/features.md, Events). */
export interface EventReminder extends NotificationBase {
  kind: 'event_reminder';
  event: { id: string; title: string };
}

/** One notification of the member's. */
export type MemberNotification = MemberNews | EventReminder;
