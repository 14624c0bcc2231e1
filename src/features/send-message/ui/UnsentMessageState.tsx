import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messageTexts } from '@/entities/message';
import { composerTexts } from '../config/texts';
import type { OutboxMessage } from '../model/outbox-message';

interface UnsentMessageStateProps {
  message: OutboxMessage;
  onRetry: (message: OutboxMessage) => void;
  onDiscard: (message: OutboxMessage) => void;
}

/** Under an unsent message: 'Sending…', or 'Failed to send message' with Retry and Discard. */
export function UnsentMessageState({ message, onRetry, onDiscard }: UnsentMessageStateProps) {
  if (message.status === 'sending') {
    return <Typography variant="caption" color="text.secondary">{composerTexts.sending}</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
      <Typography variant="caption" color="error" role="alert">
        {messageTexts.sendFailed}
      </Typography>
      <Button size="small" onClick={() => onRetry(message)}>
        {composerTexts.retry}
      </Button>
      <Button size="small" color="inherit" onClick={() => onDiscard(message)}>
        {composerTexts.discard}
      </Button>
    </Box>
  );
}
