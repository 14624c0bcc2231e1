import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CodeForm } from '@/entities/auth-factor';
import { useSignOut } from '@/features/sign-out';
import { useDocumentTitle } from '@/shared/lib';
import { AuthCard } from '@/shared/ui';
import { signInStepTexts as t } from '../config/sign-in-step-texts';

/**
 * /login/verify: the second step of signing in, and all a member with a verified factor sees while
 * her session is aal1. The right code makes it aal2 and the route's guard sends her on to the page
 * she asked for (app/router/guards.tsx, RequireSecondFactorStep).
 */
export function SignInStepPage() {
  useDocumentTitle(t.documentTitle);
  const { signOut, isLoading } = useSignOut();
  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      {/* The guard moves on when the session event arrives; nothing to do here on success. */}
      <CodeForm onVerified={() => {}} />
      <Divider sx={{ my: 3 }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t.notYou}
        </Typography>
        <Button onClick={() => void signOut()} disabled={isLoading}>
          {t.signOut}
        </Button>
      </Stack>
    </AuthCard>
  );
}
