import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { ThemeToggleButton } from '@/features/toggle-theme';
import { routes } from '@/shared/config';
import { Wordmark } from '@/shared/ui';
import { AccountMenu } from './AccountMenu';

/** The signed-in member's header. */
export function AppHeader() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Box component={RouterLink} to={routes.home} aria-label="Ascend home" sx={{ textDecoration: 'none', mr: 'auto' }}>
          <Wordmark />
        </Box>
        <ThemeToggleButton />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
