import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useVerifyEmailLinkMutation } from '@/entities/session';
import { emailLinkTexts as t } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { AuthCard } from '@/shared/ui';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetLinkInvalid } from './ResetLinkInvalid';

/**
 * Opened from the reset e-mail (`?token_hash=…&type=recovery`). One click on 'Continue' checks the
 * link (spending it: it signs her in), before she types anything: a link spent or expired is said at
 * once, with the way to a new one. Opening the page spends nothing, so a mail scanner that fetches
 * the link leaves it working (docs/security.md §15).
 */
export function ResetPasswordPage() {
  useDocumentTitle(t.resetTitle);
  const [params] = useSearchParams();
  const tokenHash = params.get('type') === 'recovery' ? params.get('token_hash') : null;
  const [state, setState] = useState<'unchecked' | 'valid' | 'invalid'>(tokenHash ? 'unchecked' : 'invalid');
  const [verifyLink, verifying] = useVerifyEmailLinkMutation();

  const check = async () => {
    if (!tokenHash) return;
    const verified = await verifyLink({ tokenHash, type: 'recovery' });
    setState('error' in verified ? 'invalid' : 'valid');
  };

  if (state === 'invalid') return <ResetLinkInvalid />;
  if (state === 'valid') return <NewPasswordForm />;
  return (
    <AuthCard title={t.resetTitle} subtitle={t.resetCheckIntro}>
      <Stack>
        <Button variant="contained" size="large" disabled={verifying.isLoading} onClick={() => void check()}>
          {verifying.isLoading ? t.checkingLink : t.continueReset}
        </Button>
      </Stack>
    </AuthCard>
  );
}
