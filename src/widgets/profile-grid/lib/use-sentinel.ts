import { useEffect, useRef } from 'react';

// Start loading the next page a little before the end of the grid comes into view.
const ROOT_MARGIN = '600px 0px';

/**
 * A ref for an element at the end of a list: `onVisible` runs each time it scrolls into view while
 * `enabled`. Without IntersectionObserver nothing happens, and the 'Load more' button remains.
 */
export function useSentinel<Element extends HTMLElement>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<Element>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
