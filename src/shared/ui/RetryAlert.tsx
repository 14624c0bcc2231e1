import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { commonTexts } from '@/shared/config';

interface RetryAlertProps {
  /** What failed, in the SPEC's words (e.g. 'Failed to load conversations'). */
  message: string;
  onRetry: () => void;
  /** While the retry is under way. */
  retrying?: boolean;
  sx?: SxProps<Theme>;
}

/** A load that failed: the SPEC's message, with 'Try again'. */
export function RetryAlert({ message, onRetry, retrying = false, sx }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
          {commonTexts.tryAgain}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
