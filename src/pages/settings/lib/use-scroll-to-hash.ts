import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * /settings#notifications (the avatar menu's Notifications) lands on that section. It runs a frame
 * late: the layout scrolls a new page to its top after the page's own effects have run.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!section) return;
      section.scrollIntoView({ block: 'start' });
      section.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
