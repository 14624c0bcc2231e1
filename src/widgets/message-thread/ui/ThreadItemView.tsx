import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { CallLogLine } from '@/entities/call';
import { UnsentMessageState, type OutboxMessage } from '@/features/send-message';
import { formatTime } from '@/shared/i18n';
import { threadTexts } from '../config/texts';
import type { ThreadItem } from '../lib/thread-items';
import { MessageBubble } from './MessageBubble';

interface ThreadItemViewProps {
  item: ThreadItem;
  me: string;
  onRetry: (message: OutboxMessage) => void;
  onDiscard: (message: OutboxMessage) => void;
}

const caption = (text: string) => <Typography variant="caption" color="text.secondary">{text}</Typography>;

/** A day separator, a video call's line, or a message with its delivery state under it when it is the member's. */
export function ThreadItemView({ item, me, onRetry, onDiscard }: ThreadItemViewProps) {
  if (item.kind === 'day') {
    return (
      <Divider component="li" role="separator" sx={{ listStyle: 'none', my: 1 }}>
        <Typography variant="caption" color="text.secondary">{item.label}</Typography>
      </Divider>
    );
  }
  if (item.kind === 'call') {
    const time = formatTime(item.call.createdAt);
    return (
      <Box component="li" sx={{ listStyle: 'none' }}>
        <CallLogLine call={item.call} time={time} />
      </Box>
    );
  }
  if (item.kind === 'unsent') {
    return <MessageBubble own content={item.message.content} footer={<UnsentMessageState message={item.message} onRetry={onRetry} onDiscard={onDiscard} />} />;
  }
  const { message } = item;
  const own = message.senderId === me;
  return <MessageBubble own={own} content={message.content} footer={own && caption(message.readAt ? threadTexts.read : threadTexts.sent)} />;
}
