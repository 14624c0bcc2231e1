import { capped, oneLine, quotedEventTitle, quotedName } from './rules/member-text.ts';
import type { NotificationKind } from './rules/notification-sentences.ts';
import { serverLocale, serverTexts, type ServerLocale } from './server-messages/index.ts';

/**
 * The JSON a push carries to the service worker (docs/notifications.md, Push notifications; the
 * push contract): built from one row of take_pushes by the embedded server (server/push) and by the
 * send-push function alike. It carries no more than the notification row shows: the sentence of
 * the bell, in her language (profiles.locale; English when she never chose), and for a message the
 * start of the newest unread one unless she hides previews.
 */
export interface PushMessage {
  v: 1;
  kind: NotificationKind;
  title: 'Ascend';
  body: string;
  url: string;
  /** One shown notification per kind and member: a later push replaces it. */
  tag: string;
  notificationId: string;
}

/** What take_pushes gives for one push (supabase/schemas/push/take_pushes.sql). */
export interface PushedNotification {
  notification_id: string;
  kind: NotificationKind;
  /** Null for an event's reminder, which is about the event. */
  actor_id: string | null;
  /** Null when the other member is hidden from her. */
  actor_name: string | null;
  /** The newest unread message's first 100 characters; null unless a message she lets show. */
  preview: string | null;
  /** An event's reminder: the event and its title; null for the other kinds. */
  event_id: string | null;
  event_title: string | null;
  /** The language she reads Ascend in (profiles.locale); null or missing: English. */
  locale?: string | null;
}

/** The standard lets a push service refuse more than 4 KB encrypted; ours stay well under. */
export const PUSH_MESSAGE_MAX_BYTES = 1024;

/** What a preview may take of the message (the database gives no more either). */
export const PUSH_PREVIEW_MAX = 100;

const urlOf = ({ kind, actor_id: actorId, event_id: eventId }: PushedNotification): string => {
  if (kind === 'event_reminder') return `/events/${eventId}`;
  if (kind === 'match' || kind === 'message') return `/messages/${actorId}`;
  if (kind === 'like' || kind === 'connection_request') return '/home?likes';
  return `/profile/${actorId}`;
};

/** Whom or what the sentence names: the event's title for its reminder, else the other member. */
function subjectOf(row: PushedNotification, locale: ServerLocale): string {
  if (row.kind === 'event_reminder') return quotedEventTitle(row.event_title ?? '');
  return row.actor_name === null ? serverTexts(locale)('member.hidden') : quotedName(row.actor_name);
}

export function pushMessage(row: PushedNotification): PushMessage {
  const locale = serverLocale(row.locale);
  const t = serverTexts(locale);
  const name = subjectOf(row, locale);
  const preview = row.kind === 'message' && row.preview !== null ? capped(oneLine(row.preview), PUSH_PREVIEW_MAX) : '';
  return {
    v: 1,
    kind: row.kind,
    title: 'Ascend',
    body: preview ? t('push.preview', { name, preview }) : t(`push.${row.kind}`, { name }),
    url: urlOf(row),
    tag: `${row.kind}:${row.actor_id ?? row.event_id}`,
    notificationId: row.notification_id,
  };
}
