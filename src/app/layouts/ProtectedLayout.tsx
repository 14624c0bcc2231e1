import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { ThemeToggleButton } from '@/features/toggle-theme';
import { routes } from '@/shared/config';
import { FullPageSpinner, Wordmark } from '@/shared/ui';
import { ScrollToTop } from './ScrollToTop';

export function ProtectedLayout() {
  return (
    <>
      <ScrollToTop />
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Box component={RouterLink} to={routes.home} aria-label="Ascend home" sx={{ textDecoration: 'none', mr: 'auto' }}>
            <Wordmark />
          </Box>
          <ThemeToggleButton />
        </Toolbar>
      </AppBar>
      <Box component="main">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}
