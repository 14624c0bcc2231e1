import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '@/entities/session';
import { emailLinkTexts as t, routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { AuthCard, InputField } from '@/shared/ui';

/**
 * Asks the auth service for a reset link. What it says afterwards is the same whether the address
 * has an account or not, as the service's answer is (server/auth/email/recover.ts).
 */
export function ForgotPasswordPage() {
  useDocumentTitle(t.forgotTitle);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    try {
      await requestReset(address).unwrap();
      setSentTo(address);
    } catch (error) {
      toast.error((error as { message: string }).message);
    }
  };

  return (
    <AuthCard title={t.forgotTitle} subtitle={sentTo ? undefined : t.forgotIntro}>
      <Stack spacing={2.5}>
        {sentTo ? (
          <Alert severity="success" role="status">
            {t.linkSent(sentTo)}
          </Alert>
        ) : (
          <Stack component="form" spacing={2} onSubmit={onSubmit} aria-label={t.forgotTitle}>
            <InputField
              label={t.email}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={isLoading}>
              {isLoading ? t.sendingLink : t.sendLink}
            </Button>
          </Stack>
        )}
        <Link component={RouterLink} to={routes.login} sx={{ alignSelf: 'center' }}>
          {t.backToSignIn}
        </Link>
      </Stack>
    </AuthCard>
  );
}
