import { useSyncExternalStore } from 'react';

// Whether a toast may be shown yet. The toaster (react-hot-toast and its styles) is not in the first
// load of the landing page, which shows none: it loads with the first page that can toast.
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toaster: called as a page that can toast starts loading, and before any toast of the app's own. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}
