import { useEffect, useRef } from 'react';

/**
 * A ref for an element at the end of a list: `onVisible` runs each time it comes within
 * `rootMargin` of the viewport while `enabled` (so the next page loads a little before the end shows).
 * Without IntersectionObserver nothing happens, and the list's 'Load more' button remains.
 */
export function useSentinel<Element extends HTMLElement>(onVisible: () => void, enabled: boolean, rootMargin: string) {
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
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);
  return ref;
}
