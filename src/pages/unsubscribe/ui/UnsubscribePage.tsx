import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { AuthCard } from '@/shared/ui';
import { useUnsubscribeFromDigestsMutation } from '../api/unsubscribe-api';
import { INVALID_LINK_CODE, unsubscribeTexts as t } from '../config/unsubscribe-texts';

/**
 * /unsubscribe?token=…, the digest e-mail's unsubscribe link. It asks before it acts: a link scanner
 * opening the page unsubscribes nobody. Signed in or not, the token alone decides.
 */
export function UnsubscribePage() {
  useDocumentTitle(t.title);
  const token = useSearchParams()[0].get('token');
  const [unsubscribe, { isLoading, isSuccess, error }] = useUnsubscribeFromDigestsMutation();
  const failure = error && 'message' in error ? error : undefined;
  const invalid = !token || failure?.code === INVALID_LINK_CODE;

  return (
    <AuthCard title={t.title} subtitle={isSuccess || invalid ? undefined : t.intro}>
      <Stack spacing={2.5}>
        {isSuccess ? (
          <Alert severity="success" role="status">
            {t.done}
          </Alert>
        ) : invalid ? (
          <Alert severity="error">{t.invalidLink}</Alert>
        ) : (
          <>
            {failure && <Alert severity="error">{failure.message}</Alert>}
            <Button variant="contained" size="large" disabled={isLoading} onClick={() => void unsubscribe(token)}>
              {isLoading ? t.unsubscribing : t.unsubscribe}
            </Button>
          </>
        )}
        <Link component={RouterLink} to={routes.settings} sx={{ alignSelf: 'center' }}>
          {t.settingsLink}
        </Link>
      </Stack>
    </AuthCard>
  );
}
