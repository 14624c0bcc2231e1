import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initialThemeMode } from './theme-mode';

// public/theme-init.js paints before React runs and cannot import theme-mode.ts: the two must still
// agree in every browser, or the page flashes from one theme to the other as the app starts.
const themeScript = readFileSync(path.join(process.cwd(), 'public', 'theme-init.js'), 'utf8');

type Saved = 'light' | 'dark' | 'purple' | null | 'blocked';
type System = 'light' | 'dark' | 'no-preference' | 'unavailable';

function browser(saved: Saved, system: System) {
  const original = window.matchMedia;
  if (saved === 'blocked') {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  } else if (saved !== null) localStorage.setItem('theme', saved);
  if (system === 'unavailable') {
    // @ts-expect-error a browser without matchMedia
    delete window.matchMedia;
  } else {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === `(prefers-color-scheme: ${system})` })) as typeof window.matchMedia;
  }
  return () => {
    window.matchMedia = original;
    jest.restoreAllMocks();
  };
}

/** Runs theme-init.js as index.html does, as a classic script, and returns the class it painted. */
function paintedTheme(): string {
  const script = document.createElement('script');
  script.textContent = themeScript;
  document.head.append(script);
  script.remove();
  return document.documentElement.className;
}

const saves: Saved[] = ['light', 'dark', 'purple', null, 'blocked'];
const systems: System[] = ['light', 'dark', 'no-preference', 'unavailable'];

describe('the first paint and the app', () => {
  it.each(saves.flatMap((saved) => systems.map((system) => [saved, system] as const)))(
    'choose the same theme with %p saved and a system that is %s',
    (saved, system) => {
      const restore = browser(saved, system);
      const painted = paintedTheme();
      expect(painted).toMatch(/^(light|dark)$/);
      expect(initialThemeMode()).toBe(painted);
      restore();
    },
  );
});
