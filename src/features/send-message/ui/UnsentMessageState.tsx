import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messageTexts } from '@/entities/message';
import { UpgradePlanLink } from '@/entities/plan';
import { composerTexts } from '../config/texts';
import type { OutboxMessage } from '../model/outbox-message';

interface UnsentMessageStateProps {
  message: OutboxMessage;
  onRetry: (message: OutboxMessage) => void;
  onDiscard: (message: OutboxMessage) => void;
}

const row = { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' } as const;

/**
 * Under an unsent message: 'Sending…'; or 'Failed to send message' with Retry and Discard; or, when the
 * plan's daily limit refused it, the limit's message with 'Upgrade Plan' and Discard (a retry would be
 * refused the same way).
 */
export function UnsentMessageState({ message, onRetry, onDiscard }: UnsentMessageStateProps) {
  if (message.status === 'sending') {
    return <Typography variant="caption" color="text.secondary">{composerTexts.sending}</Typography>;
  }
  const discard = (
    <Button size="small" color="inherit" onClick={() => onDiscard(message)}>
      {composerTexts.discard}
    </Button>
  );
  if (message.status === 'refused') {
    return (
      <Box sx={row}>
        <Typography variant="caption" color="error" role="alert">
          {message.refusal ?? messageTexts.sendFailed}
        </Typography>
        <UpgradePlanLink />
        {discard}
      </Box>
    );
  }
  return (
    <Box sx={row}>
      <Typography variant="caption" color="error" role="alert">
        {message.failure ?? messageTexts.sendFailed}
      </Typography>
      <Button size="small" onClick={() => onRetry(message)}>
        {composerTexts.retry}
      </Button>
      {discard}
    </Box>
  );
}
