import { useEffect } from 'react';
import toast, { useToasterStore, type Toast } from 'react-hot-toast';

/** Raised before: by time, then (same millisecond) by the store's order, which puts the newest first. */
const raisedBefore = (earlier: Toast, later: Toast, toasts: Toast[]) =>
  earlier.createdAt < later.createdAt || (earlier.createdAt === later.createdAt && toasts.indexOf(earlier) > toasts.indexOf(later));

/**
 * A success dismisses the error toasts shown before it. The member has just retried and it worked:
 * 'Failed to save preferences' beside 'Preferences saved successfully' would only confuse. Done
 * here, once for every toast, rather than by an id per action at each of the many call sites; an
 * error lasts 4 s (SPEC §9), so one it takes away early was shown moments before the success.
 */
export function useDismissAnsweredErrors(): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const shown = toasts.filter((shownToast) => shownToast.visible);
    const successes = shown.filter(({ type }) => type === 'success');
    for (const error of shown.filter(({ type }) => type === 'error')) {
      if (successes.some((success) => raisedBefore(error, success, toasts))) toast.dismiss(error.id);
    }
  }, [toasts]);
}
