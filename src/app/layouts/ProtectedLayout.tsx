import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/shared/ui';
import { AppHeader } from '@/widgets/app-header';
import { ScrollToTop } from './ScrollToTop';

export function ProtectedLayout() {
  return (
    <>
      <ScrollToTop />
      <AppHeader />
      <Box component="main">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}
