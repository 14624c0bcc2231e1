import type { AppWindow, AppWindows } from './push';

/** A window of the app for the tests: where it is, and what was done to it. */
export function fakeWindow(state: Partial<Pick<AppWindow, 'url' | 'focused' | 'visibilityState'>> & { controlled?: boolean } = {}) {
  const calls: string[] = [];
  const window: AppWindow = {
    url: state.url ?? 'https://ascend.test/home',
    focused: state.focused ?? false,
    visibilityState: state.visibilityState ?? 'hidden',
    focus: async () => void calls.push('focus'),
    // A window the worker does not control cannot be navigated: the browser answers null.
    navigate: async (url: string) => (calls.push(`navigate ${url}`), state.controlled === false ? null : window),
  };
  return { window, calls };
}

/** clients, as the worker sees them: the open windows, and the windows it opened. */
export function fakeWindows(open: AppWindow[]) {
  const opened: string[] = [];
  const windows: AppWindows = {
    matchAll: async () => open,
    openWindow: async (url: string) => void opened.push(url),
  };
  return { windows, opened };
}
