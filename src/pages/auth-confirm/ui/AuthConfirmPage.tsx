import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useVerifyEmailLinkMutation, type EmailLinkType } from '@/entities/session';
import { emailLinkTexts as t, routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { AuthCard, FullPageSpinner } from '@/shared/ui';

const CONFIRM_TYPES: readonly EmailLinkType[] = ['signup', 'email', 'email_change', 'magiclink', 'invite'];
// Read when the toast is raised, in the reader's language of the moment.
const signedInMessage = (type: EmailLinkType): string =>
  type === 'email_change' ? t.newEmailConfirmed : type === 'magiclink' || type === 'invite' ? t.signedInByLink : t.emailConfirmed;

/**
 * Opened from a confirmation e-mail (`?token_hash=…&type=signup|email_change`) or a sign-in link
 * (`type=magiclink`, from signInWithOtp): spends the link, which signs the member in, and goes home. A spent or expired link says how to get another.
 */
export function AuthConfirmPage() {
  useDocumentTitle(t.confirmTitle);
  const [params] = useSearchParams();
  const type = CONFIRM_TYPES.find((candidate) => candidate === params.get('type'));
  const tokenHash = params.get('token_hash');
  const [verifyLink] = useVerifyEmailLinkMutation();
  const [failed, setFailed] = useState(!type || !tokenHash);
  const navigate = useNavigate();
  // A link works once: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !type || !tokenHash) return;
    started.current = true;
    void verifyLink({ tokenHash, type }).then((result) => {
      if ('error' in result) {
        setFailed(true);
        return;
      }
      toast.success(signedInMessage(type));
      navigate(routes.home, { replace: true });
    });
  }, [navigate, tokenHash, type, verifyLink]);

  if (!failed) return <FullPageSpinner label={t.confirmTitle} />;
  return (
    <AuthCard title={t.confirmTitle}>
      <Stack spacing={2.5}>
        <Alert severity="error">{t.confirmLinkInvalid}</Alert>
        <Button component={RouterLink} to={routes.login} variant="contained">
          {t.backToSignIn}
        </Button>
      </Stack>
    </AuthCard>
  );
}
