import { isAppPath, type AppWindow, type AppWindows } from './push';

/**
 * A click on a shown push: an open window of the app is brought forward and sent to the push's page,
 * else a new one opens there. notification-click.test.ts covers each case.
 */
export async function openNotificationTarget(data: unknown, windows: AppWindows): Promise<void> {
  const url = isAppPath((data as { url?: unknown } | null)?.url) ? (data as { url: string }).url : '/notifications';
  const open = await windows.matchAll({ type: 'window', includeUncontrolled: true });
  const window = pickWindow(open);
  if (window) {
    try {
      // Sent there first, then brought forward: the page changes even where the browser refuses the
      // focus. navigate() answers null, or fails, for a window this worker does not control.
      const navigated = await window.navigate(url);
      if (navigated !== null) {
        await navigated.focus().catch(() => undefined);
        return;
      }
    } catch {
      // Falls through to a new window.
    }
  }
  await windows.openWindow(url);
}

/** The window the member last looked at: a focused one, else a visible one, else any. */
function pickWindow(open: readonly AppWindow[]): AppWindow | undefined {
  return open.find((w) => w.focused) ?? open.find((w) => w.visibilityState === 'visible') ?? open[0];
}
