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

function systemTheme(): ThemeMode | null {
  if (typeof globalThis.matchMedia !== 'function') return null;
  return globalThis.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Saved choice, else the system colour scheme, else dark. */
export function initialThemeMode(): ThemeMode {
  return savedTheme() ?? systemTheme() ?? 'dark';
}

export function saveThemeMode(mode: ThemeMode): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private modes may refuse storage; the theme still applies for this visit.
  }
}

/** Applies the mode as a class on the document root, where global styles can read it. */
export function applyThemeClass(mode: ThemeMode): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}
