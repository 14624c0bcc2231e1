import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { OwnProfile } from '@/entities/profile';
import { walkThroughTexts } from '../config/texts';
import { StepActions, type StepNavigation } from './StepActions';

// Photo management (with its image re-encoder) loads only when a member reaches this step.
const PhotoManager = lazy(() => import('@/features/manage-photos').then((m) => ({ default: m.PhotoManager })));

interface PhotoStepProps extends StepNavigation {
  profile: OwnProfile;
  onDone: () => void;
}

/**
 * Edit Profile's photo upload, as it is: each photo is saved as it is chosen, and the database
 * applies the plan's limit and the storage rules. Continue only moves on.
 */
export function PhotoStep({ profile, onDone, ...navigation }: PhotoStepProps) {
  return (
    <>
      <Suspense
        fallback={
          <Box sx={{ py: 2 }}>
            <CircularProgress size={28} aria-label={walkThroughTexts.loadingPhotos} />
          </Box>
        }
      >
        <PhotoManager />
      </Suspense>
      <StepActions {...navigation} onNext={onDone} nextDisabled={profile.photos.length === 0} />
    </>
  );
}
