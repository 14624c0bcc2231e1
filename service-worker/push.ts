// What the worker does with a push (the push contract: docs/pwa.md, "Push"). Pure apart from the two
// small interfaces it is handed, so push.test.ts runs it without a browser.

import { languageOfBrowser } from '@rules/languages';
import { NOTIFICATION_SENTENCES, type NotificationKind } from '@rules/notification-sentences';
import { PUSH_FALLBACK_BODY } from '@rules/push-fallback';

export type PushKind = NotificationKind;

export interface PushPayload {
  v: 1;
  kind: PushKind;
  title: string;
  body: string;
  url: string;
  tag: string;
  notificationId: string;
}

/** A window of the app, as clients.matchAll returns it. */
export interface AppWindow {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<AppWindow | null>;
}

export interface AppWindows {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

export interface NotificationShower {
  showNotification(title: string, options: NotificationShowOptions): Promise<void>;
}

/** The options used here (lib.dom's NotificationOptions lacks renotify). */
export interface NotificationShowOptions {
  body: string;
  tag: string;
  renotify: boolean;
  icon: string;
  badge: string;
  data: { url: string };
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';
/** The kinds the database writes, as the server's push and the SPA's bell know them. */
const KINDS: readonly string[] = Object.keys(NOTIFICATION_SENTENCES);
/** Where a push that cannot be read leads: the member's notifications. */
const FALLBACK_URL = '/notifications';

/** A path on this site: a push can never send the member elsewhere. */
export function isAppPath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** The push's JSON when it is the contract's, else undefined. */
export function parsePushPayload(data: string | null): PushPayload | undefined {
  if (data === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const p = parsed as Record<string, unknown>;
  if (p.v !== 1 || !KINDS.includes(p.kind as string)) return undefined;
  if (!text(p.title, 200) || !text(p.body, 1000) || !text(p.tag, 200) || !isAppPath(p.url)) return undefined;
  return p as unknown as PushPayload;
}

/**
 * Shows the push, unless the member is looking at the app (a visible, focused window): it shows the
 * news in its own UI then. A push that cannot be read still shows a plain notice, in the first of the
 * browser's `languages` Ascend speaks, since a browser counts a push shown nothing for as a broken
 * promise when no window is in front.
 */
export async function handlePush(
  data: string | null,
  windows: AppWindows,
  registration: NotificationShower,
  languages: readonly string[] = [],
): Promise<void> {
  const open = await windows.matchAll({ type: 'window', includeUncontrolled: true });
  if (open.some((window) => window.focused && window.visibilityState === 'visible')) return;
  const payload = parsePushPayload(data);
  const fallback = PUSH_FALLBACK_BODY[languageOfBrowser(languages) ?? 'en'];
  const notification = payload ?? { title: 'Ascend', body: fallback, tag: 'ascend', url: FALLBACK_URL };
  await registration.showNotification(notification.title, {
    body: notification.body,
    tag: notification.tag,
    renotify: true,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    data: { url: notification.url },
  });
}
