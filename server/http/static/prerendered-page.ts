import path from 'node:path';
import { languageOfPath } from '../../../supabase/functions/_shared/rules/languages';

/** Where the build writes a page rendered ahead of time (scripts/prerender.ts). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The prerendered HTML for a client-side route, if the build may have written one: '/' is
 * prerendered/index.html, '/login' prerendered/login.html, and the same pages in another language
 * under its code ('/es/' prerendered/es/index.html, '/es/login' prerendered/es/login.html; docs/i18n.md).
 * Only single lowercase segments after the language, so a request cannot name another file.
 */
export function prerenderedPageFor(root: string, pathname: string): string | undefined {
  const { language, path: route } = languageOfPath(pathname);
  const dir = language === 'en' ? path.join(root, PRERENDERED_DIR) : path.join(root, PRERENDERED_DIR, language);
  if (route === '/') return path.join(dir, 'index.html');
  if (!/^\/[a-z][a-z0-9-]*$/.test(route)) return undefined;
  return path.join(dir, `${route.slice(1)}.html`);
}
