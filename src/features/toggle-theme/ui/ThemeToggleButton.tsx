import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import { useBrowserValue } from '@/shared/lib';
import { DEFAULT_THEME_MODE, useThemeMode } from '@/shared/theme';
import { themeToggleTexts } from '../config/texts';

// The icon follows the root's theme class in CSS, not the mode in state: a page prerendered before any
// script runs (scripts/prerender.ts) shows the right one in either theme.
const shownIn = (scheme: 'light' | 'dark') => (theme: Theme) => ({
  display: 'none',
  ...theme.applyStyles(scheme, { display: 'inline-block' }),
});

export function ThemeToggleButton() {
  const { mode, toggleTheme } = useThemeMode();
  // A prerendered page's label is the build's (its default theme) until the app has taken it over.
  const labelMode = useBrowserValue(() => mode, DEFAULT_THEME_MODE);
  const label = labelMode === 'dark' ? themeToggleTexts.toLight : themeToggleTexts.toDark;
  return (
    // A native title instead of MUI's Tooltip keeps its positioning engine out of the first page load.
    <IconButton onClick={toggleTheme} aria-label={label} title={label} color="inherit">
      <LightModeIcon sx={shownIn('dark')} />
      <DarkModeIcon sx={shownIn('light')} />
    </IconButton>
  );
}
