import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTextDirection } from '@/shared/i18n';
import { createAppTheme } from './palette';
import { applyThemeClass, initialThemeMode, saveThemeMode, type ThemeMode } from './theme-mode';

// The colours follow the root's class, which this provider sets (applyThemeClass): the framework's own
// mode store and class setter stay off (colorSchemeNode and storageManager null). One theme per text
// direction: Arabic's is right-to-left (docs/i18n.md).
const themes = { ltr: createAppTheme(), rtl: null as ReturnType<typeof createAppTheme> | null };
const themeFor = (direction: 'ltr' | 'rtl') => (direction === 'ltr' ? themes.ltr : (themes.rtl ??= createAppTheme('rtl')));

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
