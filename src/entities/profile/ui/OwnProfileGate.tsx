import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { profileTexts } from '@/shared/config';
import { RetryAlert } from '@/shared/ui';
import { useGetOwnProfileQuery } from '../api/profile-api';
import type { OwnProfile } from '../model/own-profile';

interface OwnProfileGateProps {
  me: string;
  /** Names the spinner: what is loading ('Loading notification settings'). */
  label: string;
  children: (profile: OwnProfile) => ReactNode;
}

/** Renders its children with the member's own profile once it is loaded; a spinner or the error until then. */
export function OwnProfileGate({ me, label, children }: OwnProfileGateProps) {
  const { currentData: profile, isError, isFetching, refetch } = useGetOwnProfileQuery(me, { skip: !me });
  if (profile) return children(profile);
  if (isError && !isFetching) {
    return <RetryAlert message={profileTexts.loadFailed} onRetry={() => void refetch()} />;
  }
  if (profile === null) return <Alert severity="error">{profileTexts.notFound}</Alert>;
  return (
    <Box sx={{ py: 2 }}>
      <CircularProgress size={28} aria-label={label} />
    </Box>
  );
}
