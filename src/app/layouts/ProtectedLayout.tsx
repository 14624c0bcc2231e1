import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { selectSessionUser } from '@/entities/session';
import { editProfileSlice, EditProfileDialog } from '@/features/edit-profile';
import { useRetryWhenOnline } from '@/features/send-message';
import { PreferencesDialog, preferencesSlice } from '@/features/set-preferences';
import { useAppSelector } from '@/shared/redux';
import { FullPageSpinner } from '@/shared/ui';
import { AppHeader } from '@/widgets/app-header';
import { rootReducer } from '../model/root-reducer';
import { ScrollToTop } from './ScrollToTop';

// Edit Profile's state is needed only by signed-in screens, so it joins the store with their frame.
rootReducer.inject(editProfileSlice);
// Dating Preferences' open flag, for the header's filter button and the feed's empty state.
rootReducer.inject(preferencesSlice);

// Photo management is a feature of its own; it loads when the Photos section first opens.
const PhotoManager = lazy(() => import('@/features/manage-photos').then((m) => ({ default: m.PhotoManager })));

export function ProtectedLayout() {
  // A message that failed while offline goes again once the browser is back, on any signed-in page.
  useRetryWhenOnline(useAppSelector(selectSessionUser)?.id);
  return (
    <>
      <ScrollToTop />
      <AppHeader />
      <Box component="main">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <EditProfileDialog
        photosSection={
          <Suspense fallback={null}>
            <PhotoManager />
          </Suspense>
        }
      />
      <PreferencesDialog />
    </>
  );
}
