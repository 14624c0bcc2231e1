import { routes } from '@/shared/config';
import { memberName } from '@/shared/lib';
import { quotedEventTitle } from '@rules/member-text';
import { notificationTexts } from '../config/notification-texts';
import type { MemberNotification } from '../model/notification';
import { quotedName } from './quoted-name';

// One table for the bell and the browser (`@rules`, docs/notifications.md), read in the reader's
// language when a line is drawn or a notification shown; the server's pushes say the same in hers.

/** The line the bell's page shows, where React draws the name or title as text inside the app's own layout. */
export const notificationText = (notification: MemberNotification) =>
  notification.kind === 'event_reminder'
    ? notificationTexts.event_reminder(notification.event.title)
    : notificationTexts[notification.kind](memberName({ firstName: notification.actor.firstName, username: notification.actor.username }));

/**
 * The browser's notification: plain text the system draws under the app's name, so the name the
 * other member wrote is one quoted, capped line (“Sam” likes you); the name of a hidden member is
 * ours, in the reader's language.
 */
export function browserNotificationText(notification: MemberNotification): string {
  if (notification.kind === 'event_reminder') return notificationTexts.event_reminder(quotedEventTitle(notification.event.title));
  const name = notification.actor.firstName ?? notification.actor.username;
  return notificationTexts[notification.kind](name === null ? memberName({ firstName: null, username: null }) : quotedName(name));
}

/** Where a notification leads: the conversation for a match or a message, an event's page, else the member's profile. */
export function notificationLink(notification: MemberNotification): string {
  if (notification.kind === 'event_reminder') return routes.event(notification.event.id);
  return notification.kind === 'match' || notification.kind === 'message'
    ? routes.conversation(notification.actorId)
    : routes.profile(notification.actorId);
}
