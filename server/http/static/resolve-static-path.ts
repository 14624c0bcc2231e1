import path from 'node:path';

/**
 * Maps a URL path onto a file under root, or undefined when it cannot name one (bad escapes, NUL,
 * hidden files, anything that would leave root).
 */
export function resolveStaticPath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || (s.startsWith('.') && s !== '.well-known'))) return undefined;
  const full = path.resolve(root, ...segments);
  const base = path.resolve(root);
  if (full !== base && !full.startsWith(base + path.sep)) return undefined;
  return full;
}
