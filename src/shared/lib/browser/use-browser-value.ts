import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * `value()`, read at render; but `prerendered` where the page is rendered ahead of time
 * (scripts/prerender.ts) and while the browser takes such a page over, whose first render must match
 * its HTML. React renders once more with the browser's value right after (useSyncExternalStore's
 * server snapshot). For values that do not change while the page is open.
 */
export function useBrowserValue<T>(value: () => T, prerendered: T): T {
  return useSyncExternalStore(noChanges, value, () => prerendered);
}
