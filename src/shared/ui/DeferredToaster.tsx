import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./AppToaster').then(({ AppToaster }) => ({ default: AppToaster })));

/**
 * The toaster (react-hot-toast and its CSS runtime), mounted once `until` settles: on a visitor page
 * that is when the store comes, after the page is idle or when a form needs it (docs/performance.md).
 * Toasts raised before it mounts are kept by react-hot-toast and shown then. Nothing in the first
 * render, so a prerendered page is taken over as it was written.
 */
export function DeferredToaster({ until }: { until: () => Promise<unknown> }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void until().then(() => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, [until]);
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
