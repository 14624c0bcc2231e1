import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useLocation } from 'react-router-dom';
import { OwnProfileGate, type OwnProfile } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { useGetOnboardingDoneQuery } from '@/entities/profile';
import { walkThroughTexts } from '../config/texts';
import { WalkThrough } from './WalkThrough';
import { WalkThroughHeader } from './WalkThroughHeader';

/** Where the member was going when she was asked first; home otherwise. */
function useNextPath(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== routes.completeProfile ? from : routes.home;
}

/** The walk-through opens once it is known whether she has been through it before. */
function WalkThroughOnceKnown({ profile, next }: { profile: OwnProfile; next: string }) {
  const { data: done, isError } = useGetOnboardingDoneQuery(profile.id);
  if (done === undefined && !isError) {
    return (
      <Box sx={{ py: 2 }}>
        <CircularProgress size={28} aria-label={walkThroughTexts.loadingProfile} />
      </Box>
    );
  }
  // Unknown (the auth service did not answer): as the signed-in frame does, she is not held.
  return <WalkThrough profile={profile} onboardingDone={done ?? true} next={next} />;
}

/**
 * A new member's first minute: her name and an 18+ birth date if missing (the database shows her
 * nobody until she has both), then a city, a photo and interests, each of which she may skip. A member
 * with nothing to do here goes on. Its header has Log out: she may always leave.
 */
export function CompleteProfilePage() {
  useDocumentTitle(walkThroughTexts.documentTitle);
  const me = useAppSelector(selectSessionUser)?.id ?? '';
  const next = useNextPath();
  return (
    <>
      <WalkThroughHeader />
      <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
        <Paper sx={{ p: 3 }}>
          <OwnProfileGate me={me} label={walkThroughTexts.loadingProfile}>
            {(profile) => <WalkThroughOnceKnown profile={profile} next={next} />}
          </OwnProfileGate>
        </Paper>
      </Container>
    </>
  );
}
