import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeModeProvider, useThemeMode } from './ThemeModeProvider';

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

  it('throws when used outside its provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ThemeProbe />)).toThrow('useThemeMode must be used within a ThemeModeProvider');
    spy.mockRestore();
  });
});
