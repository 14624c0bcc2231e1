/**
 * What each kind of notification says, written once for the SPA's bell, its browser notification and
 * the server's push (server/push, docs/notifications.md). The caller names the other member, or for
 * an event's reminder the event: the bell as React text, a browser notification and a push as a
 * quoted, capped line (`quotedName`).
 * No imports, so the SPA's build takes the file as it is.
 */

/** What happened, as the database wrote it in public.notifications.kind. */
export type NotificationKind = 'match' | 'like' | 'connection_request' | 'message' | 'profile_view' | 'event_reminder';

export const NOTIFICATION_SENTENCES: Readonly<Record<NotificationKind, (name: string) => string>> = {
  match: (name) => `You and ${name} are a match`,
  like: (name) => `${name} likes you`,
  connection_request: (name) => `${name} wants to connect`,
  message: (name) => `${name} sent you a message`,
  profile_view: (name) => `${name} viewed your profile`,
  event_reminder: (title) => `Reminder: you're going to ${title}`,
};
