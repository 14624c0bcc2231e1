import { routes } from '@/shared/config';
import { HIDDEN_MEMBER_NAME, memberName } from '@/shared/lib';
import { NOTIFICATION_SENTENCES } from '@rules/notification-sentences';
import type { MemberNotification } from '../model/notification';
import { quotedName } from './quoted-name';

// One table for the bell, the browser and the server's pushes (`@rules`, docs/notifications.md).
const sentences = NOTIFICATION_SENTENCES;

type NotificationWords = Pick<MemberNotification, 'kind' | 'actor'>;

/** The line the bell's page shows, where React draws the name as text inside the app's own layout. */
export const notificationText = (notification: NotificationWords) =>
  sentences[notification.kind](memberName({ firstName: notification.actor.firstName, username: notification.actor.username }));

/**
 * The browser's notification: plain text the system draws under the app's name, so the name the
 * other member wrote is one quoted, capped line (“Sam” likes you); the name of a hidden member is ours.
 */
export function browserNotificationText({ kind, actor }: NotificationWords): string {
  const name = actor.firstName ?? actor.username;
  return sentences[kind](name === null ? HIDDEN_MEMBER_NAME : quotedName(name));
}

/** Where a notification leads: the conversation for a match or a message, else the member's profile. */
export const notificationLink = ({ kind, actorId }: Pick<MemberNotification, 'kind' | 'actorId'>) =>
  kind === 'match' || kind === 'message' ? routes.conversation(actorId) : routes.profile(actorId);
