import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { landingTexts } from '../config/texts';

interface PlansUnavailableProps {
  message: string;
  onRetry: () => void;
}

/**
 * The catalogue could not be read: what failed, and 'Try again'. Text and a button rather than the
 * app's RetryAlert, whose Alert would join the landing page's first load (npm run size).
 */
export function PlansUnavailable({ message, onRetry }: PlansUnavailableProps) {
  return (
    <Box role="alert" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 4 }}>
      <Typography color="text.secondary">{message}</Typography>
      <Button onClick={onRetry}>{landingTexts.retry}</Button>
    </Box>
  );
}
