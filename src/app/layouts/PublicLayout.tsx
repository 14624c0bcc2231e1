import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/shared/ui';
import { PublicHeader } from '@/widgets/public-header';
import { SiteFooter } from '@/widgets/site-footer';
import { ScrollToTop } from './ScrollToTop';

export function PublicLayout() {
  return (
    <>
      <ScrollToTop />
      <PublicHeader />
      <Box component="main">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </>
  );
}
