import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` at once, then `step` more per task until all are drawn.
 * Each step is a transition of its own, so React commits (and the browser lays out) a few cards at a
 * time instead of a whole page of them in one task that holds a phone's main thread
 * (docs/performance.md, The eighth round).
 */
export function useDrawnInSteps(total: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState(first);
  // Fewer items than drawn (a refetch): the next ones that arrive are drawn in steps again. Set during
  // render, as React documents for state derived from props: no extra commit.
  const most = Math.max(total, first);
  if (drawn > most) setDrawn(most);
  useEffect(() => {
    if (drawn >= total) return undefined;
    // After this step's paint, not in the same task.
    const timer = setTimeout(() => startTransition(() => setDrawn((now) => Math.min(total, now + step))), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}
