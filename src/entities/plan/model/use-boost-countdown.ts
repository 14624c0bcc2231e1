import { useEffect, useState } from 'react';

/** Milliseconds until `until`, ticking each second; null when there is none or it has passed. */
export function useBoostCountdown(until: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const end = until ? new Date(until).getTime() : null;
  const running = end !== null && end > now;
  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setNow(Date.now());
    // At once too: `now` may date from long before this boost started.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, until]);
  return running ? end - now : null;
}
