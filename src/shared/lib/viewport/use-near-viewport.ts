import { useEffect, useRef, useState } from 'react';

/**
 * A ref, and whether its element has come within `rootMargin` of the viewport (once true, it stays
 * true): for content below the fold that need not load with the page. Without IntersectionObserver
 * it is true at once, so nothing is left unloaded.
 */
export function useNearViewport<Element extends HTMLElement>(rootMargin: string) {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near] as const;
}
