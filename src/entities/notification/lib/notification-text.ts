import { routes } from '@/shared/config';
import { HIDDEN_MEMBER_NAME, memberName } from '@/shared/lib';
import type { MemberNotification, NotificationKind } from '../model/notification';
import { quotedName } from './quoted-name';

const sentences: Record<NotificationKind, (name: string) => string> = {
  match: (name) => `You and ${name} are a match`,
  like: (name) => `${name} likes you`,
  connection_request: (name) => `${name} wants to connect`,
  message: (name) => `${name} sent you a message`,
  profile_view: (name) => `${name} viewed your profile`,
};

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
