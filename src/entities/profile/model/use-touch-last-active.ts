import { useEffect } from 'react';
import { useTouchLastActiveMutation } from '../api/last-active-api';
import { LAST_ACTIVE_TOUCH_INTERVAL_MS } from '../config/last-active';

// What counts as using the app. Capture on window: scroll does not bubble, and a handler that stops
// propagation must not hide the member's activity. Passive: this never delays a scroll or a tap.
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const LISTENER_OPTIONS = { capture: true, passive: true } as const;

/**
 * Keeps the signed-in member's last_active true to her use of the app: a touch when she signs in,
 * when the tab becomes visible again, and when she interacts while it is visible, never more often
 * than LAST_ACTIVE_TOUCH_INTERVAL_MS (the database also writes at most once a minute). A hidden tab
 * or an offline browser sends nothing: she is not here, or it could not arrive.
 */
export function useTouchLastActive(me: string | undefined): void {
  const [touch] = useTouchLastActiveMutation();
  useEffect(() => {
    if (!me) return;
    let lastTouch = -Infinity;
    const touchIfDue = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      const now = Date.now();
      if (now - lastTouch < LAST_ACTIVE_TOUCH_INTERVAL_MS) return;
      lastTouch = now;
      // A failure is logged by the endpoint; the next interaction after the interval tries again.
      void touch();
    };
    touchIfDue();
    document.addEventListener('visibilitychange', touchIfDue);
    for (const type of INTERACTIONS) window.addEventListener(type, touchIfDue, LISTENER_OPTIONS);
    return () => {
      document.removeEventListener('visibilitychange', touchIfDue);
      for (const type of INTERACTIONS) window.removeEventListener(type, touchIfDue, LISTENER_OPTIONS);
    };
  }, [me, touch]);
}
