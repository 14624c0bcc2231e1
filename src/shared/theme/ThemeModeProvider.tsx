import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTextDirection } from '@/shared/i18n';
import { themeFor } from './app-themes';
import { applyThemeClass, initialThemeMode, saveThemeMode, type ThemeMode } from './theme-mode';

// The colours follow the root's class, which this provider sets (applyThemeClass): the framework's own
// mode store and class setter stay off (colorSchemeNode and storageManager null). One theme per text
// direction (app-themes.ts).

interface ThemeModeContextValue {
  mode: ThemeMode;
  toggleTheme: () => void;
}

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(initialThemeMode);
  const theme = themeFor(useTextDirection());
  const toggleTheme = useCallback(() => {
    const next = mode === 'dark' ? 'light' : 'dark';
    saveThemeMode(next);
    setMode(next);
  }, [mode]);
  const value = useMemo(() => ({ mode, toggleTheme }), [mode, toggleTheme]);

  useLayoutEffect(() => applyThemeClass(mode), [mode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used within a ThemeModeProvider');
  return value;
}
