export { ThemeModeProvider, useThemeMode } from './ThemeModeProvider';
export { THEME_STORAGE_KEY, initialThemeMode, type ThemeMode } from './theme-mode';
export { createAppTheme } from './palette';
