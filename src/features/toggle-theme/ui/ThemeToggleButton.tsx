import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useThemeMode } from '@/shared/theme';

export function ThemeToggleButton() {
  const { mode, toggleTheme } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    // A native title instead of MUI's Tooltip keeps its positioning engine out of the first page load.
    <IconButton onClick={toggleTheme} aria-label={label} title={label} color="inherit">
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
