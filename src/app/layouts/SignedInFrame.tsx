import Box from '@mui/material/Box';
import { lazy, memo, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AiAssistantDialog } from '@/features/ai-assistant';
import { AiMatchmakerDialog, MatchmakerButton } from '@/features/ai-matchmaker';
import { closeEditProfile, EditProfileDialog, openEditProfileWithBio } from '@/features/edit-profile';
import { PreferencesDialog } from '@/features/set-preferences';
import { useAppDispatch } from '@/shared/redux';
import { FullPageSpinner } from '@/shared/ui';
import { AppHeader } from '@/widgets/app-header';
import { CallLayer } from '@/widgets/call-window';
import { MatchMomentDialog } from '@/widgets/match-moment';
import { ScrollToTop } from './ScrollToTop';

// Photo management is a feature of its own; it loads when the Photos section first opens.
const PhotoManager = lazy(() => import('@/features/manage-photos').then((m) => ({ default: m.PhotoManager })));

/**
 * What a signed-in member sees around her page. Memoised: ProtectedLayout re-renders on every change
 * of the store it reads (her profile's fetch state, her session), each an uninterruptible render, and
 * the whole frame need not follow (docs/performance.md, The fifth round). The page still follows the
 * route through <Outlet />.
 */
export const SignedInFrame = memo(function SignedInFrame({ me }: { me: string | undefined }) {
  const dispatch = useAppDispatch();
  return (
    <>
      <ScrollToTop />
      <AppHeader matchmakerSlot={<MatchmakerButton />} />
      <Box component="main">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <EditProfileDialog
        photosSection={
          <Suspense fallback={null}>
            {/* 'Upgrade Plan' after the photo limit leaves for /pricing: the dialog closes first. */}
            <PhotoManager onUpgradePlan={() => dispatch(closeEditProfile())} />
          </Suspense>
        }
      />
      <PreferencesDialog />
      {/* Profile Enhancement's bio goes to Edit Profile, a feature the assistant cannot import. */}
      <AiAssistantDialog onApplyBio={(bio) => dispatch(openEditProfileWithBio(bio))} />
      <AiMatchmakerDialog />
      <MatchMomentDialog />
      {me && <CallLayer me={me} />}
    </>
  );
});
