import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top, as a full page load would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    globalThis.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}
