import path from 'node:path';

/** Where the build writes a page rendered ahead of time (scripts/prerender.ts). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The prerendered HTML for a client-side route, if the build may have written one: '/' is
 * prerendered/index.html, '/login' prerendered/login.html. Only single lowercase segments, so a
 * request cannot name another file.
 */
export function prerenderedPageFor(root: string, pathname: string): string | undefined {
  if (pathname === '/') return path.join(root, PRERENDERED_DIR, 'index.html');
  if (!/^\/[a-z][a-z0-9-]*$/.test(pathname)) return undefined;
  return path.join(root, PRERENDERED_DIR, `${pathname.slice(1)}.html`);
}
