/**
 * Runs `callback` once the page has loaded, been idle, and `delayMs` more: for work no first screen
 * needs (the service worker's install, the store on a visitor page), so it takes neither bandwidth nor
 * main-thread time from the page's own load (docs/performance.md).
 */
export function afterPageIdle(callback: () => void, delayMs: number): void {
  const later = () => setTimeout(callback, delayMs);
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(later, { timeout: 5000 }) : later());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
