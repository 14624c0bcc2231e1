import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useGetRelationshipQuery } from '@/entities/match';
import { messageTexts } from '@/entities/message';
import { isMemberId } from '@/shared/lib';
import { MessageThread } from '@/widgets/message-thread';
import { RetryAlert } from '@/shared/ui';
import { ConversationPartner } from './ConversationPartner';

interface ConversationPaneProps {
  partnerId: string;
  onBack?: () => void;
}

/**
 * The chosen conversation: the thread when the two are matched (with or without messages yet);
 * for anyone else, who they are (or 'Profile not found'), and nothing to write.
 */
export function ConversationPane({ partnerId, onBack }: ConversationPaneProps) {
  const valid = isMemberId(partnerId);
  const { data, isError, isFetching, refetch } = useGetRelationshipQuery(partnerId, { skip: !valid });
  const stranger = (
    <Box sx={{ p: 3 }}>
      <ConversationPartner partnerId={partnerId} />
    </Box>
  );
  if (!valid) return stranger;
  if (!data && isError && !isFetching) {
    return <RetryAlert message={messageTexts.loadMessagesFailed} onRetry={() => void refetch()} sx={{ m: 2 }} />;
  }
  if (!data) return <CircularProgress aria-label="Loading conversation" sx={{ m: 'auto' }} />;
  return data.relationship.kind === 'matched' ? <MessageThread partnerId={partnerId} onBack={onBack} /> : stranger;
}
