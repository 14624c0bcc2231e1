import Container from '@mui/material/Container';
import { profileTexts } from '@/shared/config';
import { RetryAlert } from '@/shared/ui';

/** The profile could not be loaded (network, server): say so and offer another try. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <RetryAlert message={profileTexts.loadFailed} onRetry={onRetry} />
    </Container>
  );
}
