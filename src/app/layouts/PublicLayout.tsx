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
      {/* At least a screen tall: the footer starts below the fold, so it does not jump when a lazy
          page replaces the loading fallback (the landing page's layout shift). */}
      <Box component="main" sx={{ minHeight: '100vh' }}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </>
  );
}
