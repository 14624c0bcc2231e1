import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

// The SPA's index.html and its theme script, as vite copies them into dist/.
const indexHtml = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
const themeScript = readFileSync(path.join(process.cwd(), 'public', 'theme-init.js'), 'utf8');

describe('index.html', () => {
  it('has no inline script, which the content security policy would block', () => {
    const scripts = indexHtml.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(/^<script\b[^>]*\bsrc="[^"]+"[^>]*><\/script>$/);
    }
  });

  it('loads the theme script as a classic script in head, so it runs before the first paint', () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(head).toContain('<script src="/theme-init.js"></script>');
  });
});

interface Browser {
  saved?: string | null;
  storageBlocked?: boolean;
  /** What the system states; undefined is a browser without matchMedia. */
  system?: 'dark' | 'light' | 'no-preference';
  /** Other keys in local storage. */
  keys?: string[];
  /** The script tag's data-member-scripts, which a prerendered visitor page gives it. */
  memberScripts?: string;
}

/** Runs theme-init.js in a stand-in browser: the classes it put on <html>, the scripts it added. */
function runThemeScript({ saved = null, storageBlocked = false, system, keys = [], memberScripts }: Browser) {
  const classes: string[] = [];
  const added: string[] = [];
  const localStorage = {
    get length() {
      if (storageBlocked) throw new Error('SecurityError');
      return keys.length;
    },
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => {
      if (storageBlocked) throw new Error('SecurityError');
      return key === 'theme' ? saved : null;
    },
  };
  const matchMedia = system === undefined ? undefined : (query: string) => ({ matches: query === `(prefers-color-scheme: ${system})` });
  const window = { localStorage, matchMedia };
  const document = {
    documentElement: { classList: { add: (name: string) => classes.push(name), contains: (name: string) => classes.includes(name) } },
    currentScript: { getAttribute: (name: string) => (name === 'data-member-scripts' ? (memberScripts ?? null) : null) },
    createElement: (tag: string) => ({ tag, src: '' }),
    head: { appendChild: (element: { tag: string; src: string }) => added.push(`${element.tag} ${element.src}`) },
  };
  vm.runInNewContext(themeScript, { window, document });
  return { classes, added };
}

/** The classes theme-init.js put on <html>. */
const paintedTheme = (browser: Browser) => runThemeScript(browser).classes;

// SPEC §4: the saved choice, else the system colour-scheme preference, else dark.
describe('theme-init.js', () => {
  it('paints the saved theme', () => {
    expect(paintedTheme({ saved: 'light', system: 'dark' })).toEqual(['light']);
    expect(paintedTheme({ saved: 'dark', system: 'light' })).toEqual(['dark']);
  });

  it('follows the system when nothing valid is saved or storage is blocked', () => {
    expect(paintedTheme({ saved: 'blue', system: 'light' })).toEqual(['light']);
    expect(paintedTheme({ system: 'dark' })).toEqual(['dark']);
    expect(paintedTheme({ storageBlocked: true, system: 'light' })).toEqual(['light']);
  });

  it('paints dark when the system states no preference', () => {
    expect(paintedTheme({ system: 'no-preference' })).toEqual(['dark']);
    expect(paintedTheme({ storageBlocked: true, system: 'no-preference' })).toEqual(['dark']);
  });

  it('paints dark when the browser cannot tell the system preference', () => {
    expect(paintedTheme({})).toEqual(['dark']);
  });
});

describe('theme-init.js on a prerendered visitor page', () => {
  it('marks a browser that holds a session, which the app will take to a member page', () => {
    expect(paintedTheme({ system: 'dark', keys: ['theme', 'sb-127-auth-token'] })).toEqual(['dark', 'session-stored']);
  });

  it('leaves a visitor unmarked, also when storage is blocked or holds other keys', () => {
    expect(paintedTheme({ system: 'light', keys: ['theme', 'sb-127-auth-token-code-verifier', 'ascend:outbox'] })).toEqual(['light']);
    expect(paintedTheme({ storageBlocked: true, system: 'light', keys: ['sb-127-auth-token'] })).toEqual(['light']);
  });
});

describe("theme-init.js and a prerendered page's member scripts", () => {
  const memberScripts = '/early-requests.js /route-preload.js';

  it('adds them when a session is stored', () => {
    expect(runThemeScript({ keys: ['sb-127-auth-token'], memberScripts }).added).toEqual(['script /early-requests.js', 'script /route-preload.js']);
  });

  it('adds nothing for a visitor, or where the page loads them itself (the shell)', () => {
    expect(runThemeScript({ keys: ['theme'], memberScripts }).added).toEqual([]);
    expect(runThemeScript({ storageBlocked: true, memberScripts }).added).toEqual([]);
    expect(runThemeScript({ keys: ['sb-127-auth-token'] }).added).toEqual([]);
  });
});
