import { useEffect, useRef, useState } from 'react';
import { useBrowserValue } from '../browser/use-browser-value';

/**
 * A ref, and whether its element has come within `rootMargin` of the viewport (once true, it stays
 * true): for content below the fold that need not load with the page. Without IntersectionObserver
 * it is true at once, so nothing is left unloaded; not in a prerendered page, where there is no
 * observer either (useBrowserValue).
 */
export function useNearViewport<Element extends HTMLElement>(rootMargin: string) {
  const ref = useRef<Element>(null);
  const unobservable = useBrowserValue(() => typeof IntersectionObserver === 'undefined', false);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || unobservable || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, unobservable, rootMargin]);
  return [ref, near || unobservable] as const;
}
