import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { emailLinkTexts as t, routes } from '@/shared/config';
import { AuthCard } from '@/shared/ui';

/** A reset link that is spent, expired or not one: say so, with the way to a new one. */
export function ResetLinkInvalid() {
  return (
    <AuthCard title={t.resetTitle}>
      <Stack spacing={2.5}>
        <Alert severity="error">{t.resetLinkInvalid}</Alert>
        <Button component={RouterLink} to={routes.forgotPassword} variant="contained">
          {t.askAgain}
        </Button>
        <Link component={RouterLink} to={routes.login} sx={{ alignSelf: 'center' }}>
          {t.backToSignIn}
        </Link>
      </Stack>
    </AuthCard>
  );
}
