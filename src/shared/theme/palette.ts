import { createTheme, type Theme } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables) wherever a theme is read: sx callbacks, styled, useTheme.
import type {} from '@mui/material/themeCssVarsAugmentation';
import { PAGE_BACKGROUND, type ThemeMode } from './theme-mode';

// A warm rose and a deep violet: romantic without being the framework's default blue.
const brand = {
  rose: '#c2185b', // 5.6:1 on the light background, so links and small text stay readable
  roseLight: '#ff5c8a',
  violet: '#6d28d9',
  violetLight: '#a78bfa',
};

// SPEC §5 names the completeness levels red, yellow and green, which map to error, warning and
// success. The framework's warning is orange, so ours is a true yellow; lighter in the dark theme.
const yellow = { light: '#facc15', dark: '#fde047' };

function palette(mode: ThemeMode) {
  const dark = mode === 'dark';
  return {
    mode,
    primary: { main: dark ? brand.roseLight : brand.rose, contrastText: dark ? '#1a0b12' : '#ffffff' },
    secondary: { main: dark ? brand.violetLight : brand.violet },
    warning: { main: dark ? yellow.dark : yellow.light },
    background: { default: PAGE_BACKGROUND[mode], paper: dark ? '#1e1726' : '#ffffff' },
    text: dark ? { primary: '#f6eef4', secondary: '#c9b8c7' } : { primary: '#23121c', secondary: '#5c4756' },
  };
}

/**
 * One theme for both schemes: the colours are CSS variables, chosen by the `light` or `dark` class on
 * the document root (theme-mode.ts, public/theme-init.js). Markup rendered once, before any script, is
 * then right in either scheme (scripts/prerender), and switching repaints without re-rendering.
 * https://mui.com/material-ui/customization/css-theme-variables/configuration/
 */
export function createAppTheme(direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  return createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'class' },
    defaultColorScheme: 'dark',
    colorSchemes: { dark: { palette: palette('dark') }, light: { palette: palette('light') } },
    shape: { borderRadius: 14 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.01em' },
      h3: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999 } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  });
}
