export { ThemeModeProvider, useThemeMode } from './ThemeModeProvider';
export { DEFAULT_THEME_MODE, THEME_STORAGE_KEY, initialThemeMode, type ThemeMode } from './theme-mode';
export { themeFor } from './app-themes';
