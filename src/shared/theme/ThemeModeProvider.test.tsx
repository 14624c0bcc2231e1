import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ThemeModeProvider, useThemeMode } from './ThemeModeProvider';
import { PAGE_BACKGROUND } from './theme-mode';

function ThemeProbe() {
  const { mode, toggleTheme } = useThemeMode();
  return (
    <button type="button" onClick={toggleTheme}>
      {mode}
    </button>
  );
}

const renderProbe = () =>
  render(
    <ThemeModeProvider>
      <ThemeProbe />
    </ThemeModeProvider>,
  );

type SystemScheme = 'dark' | 'light' | 'no-preference' | 'unavailable';

/** The system's colour scheme as matchMedia reports it; 'unavailable' is a browser without matchMedia. */
function systemPrefers(scheme: SystemScheme) {
  const original = window.matchMedia;
  if (scheme === 'unavailable') {
    // @ts-expect-error a browser without matchMedia
    delete window.matchMedia;
  } else {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === `(prefers-color-scheme: ${scheme})` })) as typeof window.matchMedia;
  }
  return () => {
    window.matchMedia = original;
  };
}

describe('theme (SPEC §4)', () => {
  it('starts from the choice saved under the key "theme"', () => {
    localStorage.setItem('theme', 'light');
    const restore = systemPrefers('dark');
    renderProbe();
    expect(screen.getByRole('button')).toHaveTextContent('light');
    expect(document.documentElement).toHaveClass('light');
    restore();
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
  ] as const)('follows a system that prefers %s when nothing valid is saved', (scheme, mode) => {
    localStorage.setItem('theme', 'purple');
    const restore = systemPrefers(scheme);
    renderProbe();
    expect(screen.getByRole('button')).toHaveTextContent(mode);
    expect(document.documentElement).toHaveClass(mode);
    restore();
  });

  it.each<SystemScheme>(['no-preference', 'unavailable'])('defaults to dark when the system preference is %s', (scheme) => {
    const restore = systemPrefers(scheme);
    renderProbe();
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(document.documentElement).toHaveClass('dark');
    restore();
  });

  it('toggles, saves every change under "theme" and sets the class on the document root', async () => {
    localStorage.setItem('theme', 'dark');
    renderProbe();
    const button = screen.getByRole('button');
    await userEvent.click(button);
    expect(button).toHaveTextContent('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(button);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it("gives the browser's bar (theme-color) the chosen scheme's background, whatever the system's", async () => {
    // index.html's pair, one per system scheme; the manifest's is the default scheme's (scripts/vite/pwa.ts).
    const html = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" media="(prefers-color-scheme: light)" content="${PAGE_BACKGROUND.light}" />`);
    expect(html).toContain(`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${PAGE_BACKGROUND.dark}" />`);
    expect(readFileSync(path.join(process.cwd(), 'scripts', 'vite', 'pwa.ts'), 'utf8')).toContain(`{ dark: '${PAGE_BACKGROUND.dark}', light: '${PAGE_BACKGROUND.light}' }`);
    for (const scheme of ['light', 'dark']) {
      const meta = document.head.appendChild(document.createElement('meta'));
      Object.assign(meta, { name: 'theme-color', media: `(prefers-color-scheme: ${scheme})`, content: PAGE_BACKGROUND[scheme as 'light' | 'dark'] });
    }
    localStorage.setItem('theme', 'dark');
    renderProbe();
    const metas = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);
    expect(metas()).toEqual([PAGE_BACKGROUND.dark, PAGE_BACKGROUND.dark]);
    await userEvent.click(screen.getByRole('button'));
    expect(metas()).toEqual([PAGE_BACKGROUND.light, PAGE_BACKGROUND.light]);
    document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.remove());
  });

  it('throws when used outside its provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ThemeProbe />)).toThrow('useThemeMode must be used within a ThemeModeProvider');
    spy.mockRestore();
  });
});
