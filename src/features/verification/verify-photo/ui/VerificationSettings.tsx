import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { UpgradePlanLink, useEntitlement } from '@/entities/plan';
import { RetryAlert } from '@/shared/ui';
import { useGetMyVerificationQuery } from '../api/verification-api';
import { verificationTexts } from '../config/texts';
import { VerifyPhotoDialog } from './VerifyPhotoDialog';

/**
 * Settings → Profile, Photo verification: where she stands (none, waiting, verified, declined with
 * why, suspended after a new main photo) and the way to a live selfie, on the plans whose catalogue
 * row includes 'verification'; the others see which plans do. The database decides either way.
 */
export function VerificationSettings({ me }: { me: string }) {
  const [open, setOpen] = useState(false);
  const { entitled, includedIn } = useEntitlement(me, 'verification');
  const { data, isError, refetch } = useGetMyVerificationQuery(me);
  const status = data?.status;
  const canAsk = entitled === true && (status === 'none' || status === 'declined' || status === 'suspended');

  return (
    <Box component="section" aria-labelledby="verification-heading" sx={{ mt: 3, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography id="verification-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {verificationTexts.heading}
      </Typography>
      <Typography color="text.secondary">{verificationTexts.intro}</Typography>
      {isError && <RetryAlert message={verificationTexts.loadFailed} onRetry={() => void refetch()} />}
      {status === 'verified' && (
        <Alert icon={<VerifiedIcon />} severity="success">
          {verificationTexts.status.verified}
        </Alert>
      )}
      {status === 'pending' && <Alert severity="info">{verificationTexts.status.pending}</Alert>}
      {status === 'suspended' && <Alert severity="warning">{verificationTexts.status.suspended}</Alert>}
      {status === 'declined' && (
        <Alert severity="warning">
          {verificationTexts.status.declined}
          {data?.note && <Box component="span" sx={{ display: 'block' }}>{data.note}</Box>}
        </Alert>
      )}
      {entitled === false && status !== 'verified' && (
        <Alert severity="info" action={<UpgradePlanLink />}>
          {includedIn ? verificationTexts.locked(includedIn) : verificationTexts.lockedHigherPlan}
        </Alert>
      )}
      {canAsk && (
        <Button variant="outlined" startIcon={<VerifiedIcon />} onClick={() => setOpen(true)}>
          {status === 'none' ? verificationTexts.start : verificationTexts.retry}
        </Button>
      )}
      <VerifyPhotoDialog me={me} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
