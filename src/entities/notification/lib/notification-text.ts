import { routes } from '@/shared/config';
import { memberName } from '@/shared/lib';
import type { MemberNotification, NotificationKind } from '../model/notification';

const sentences: Record<NotificationKind, (name: string) => string> = {
  match: (name) => `You and ${name} are a match`,
  like: (name) => `${name} likes you`,
  connection_request: (name) => `${name} wants to connect`,
  message: (name) => `${name} sent you a message`,
  profile_view: (name) => `${name} viewed your profile`,
};

/** The line the bell's page and the browser's notification show. */
export const notificationText = (notification: Pick<MemberNotification, 'kind' | 'actor'>) =>
  sentences[notification.kind](memberName({ firstName: notification.actor.firstName, username: notification.actor.username }));

/** Where a notification leads: the conversation for a match or a message, else the member's profile. */
export const notificationLink = ({ kind, actorId }: Pick<MemberNotification, 'kind' | 'actorId'>) =>
  kind === 'match' || kind === 'message' ? routes.conversation(actorId) : routes.profile(actorId);
