import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { profileGridTexts } from '../config/texts';

/** SPEC §8: 'Failed to load profiles', with another try. */
export function FeedError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ gridColumn: '1 / -1' }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {profileGridTexts.retry}
        </Button>
      }
    >
      {profileGridTexts.loadFailed}
    </Alert>
  );
}
