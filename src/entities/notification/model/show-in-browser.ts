import { browserNotificationText } from '../lib/notification-text';
import type { MemberNotification } from './notification';

/**
 * Shows a new notification through the browser when the tab is hidden and the member allowed it
 * (the Notification API; asked for on the notifications page). The row carries only ids: the
 * list, loaded again, gives the other member's name.
 */
export async function showInBrowser(id: string, me: string, load: () => PromiseLike<{ data?: MemberNotification[] }>) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
  const { data } = await load();
  const found = data?.find((row) => row.id === id);
  if (found) new Notification('Ascend', { body: browserNotificationText(found), tag: `${me}:${id}` });
}
