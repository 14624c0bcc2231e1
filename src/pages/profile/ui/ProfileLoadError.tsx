import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { profileMessages } from '@/shared/config';

/** The profile could not be loaded (network, server): say so and offer another try. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {profileMessages.loadFailed}
      </Alert>
    </Container>
  );
}
