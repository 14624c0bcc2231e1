export type ThemeMode = 'light' | 'dark';

/** SPEC §4: the saved choice lives in local storage under this key. */
export const THEME_STORAGE_KEY = 'theme';

function savedTheme(): ThemeMode | null {
  try {
    const value = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage can be blocked; fall through to the system preference
  }
}

/** The scheme the system states; null when it states none or the browser cannot tell. */
function systemTheme(): ThemeMode | null {
  if (typeof globalThis.matchMedia !== 'function') return null;
  const prefers = (mode: ThemeMode) => globalThis.matchMedia(`(prefers-color-scheme: ${mode})`).matches;
  // Both queries, not just dark's: a system without a preference matches neither and gets the default.
  if (prefers('dark')) return 'dark';
  return prefers('light') ? 'light' : null;
}

/** SPEC §4: the theme when nothing is saved and the system states no preference; also the build's. */
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

/**
 * SPEC §4: saved choice, else the system colour scheme, else dark. public/theme-init.js paints the
 * same answer before React runs (theme-init-parity.test.ts).
 */
export function initialThemeMode(): ThemeMode {
  return savedTheme() ?? systemTheme() ?? DEFAULT_THEME_MODE;
}

export function saveThemeMode(mode: ThemeMode): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private modes may refuse storage; the theme still applies for this visit.
  }
}

/**
 * Each scheme's page background (palette.ts): also the browser's bar and the installed app's frame,
 * as index.html's theme-color metas and the manifest (scripts/vite/pwa.ts) give them.
 */
export const PAGE_BACKGROUND: Record<ThemeMode, string> = { dark: '#140f1a', light: '#fff8fa' };

/**
 * Applies the mode as a class on the document root, where global styles can read it, and to the
 * theme-color metas: index.html's choose by the system's scheme, a saved choice overrides it.
 */
export function applyThemeClass(mode: ThemeMode): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  for (const meta of globalThis.document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = PAGE_BACKGROUND[mode];
}
