import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetRelationshipQuery } from '@/entities/match';
import { messageTexts } from '@/entities/message';
import { routes } from '@/shared/config';
import { isMemberId } from '@/shared/lib';
import { MessageThread } from '@/widgets/message-thread';
import { RetryAlert } from '@/shared/ui';
import { messagesPageTexts } from '../config/texts';
import { ConversationPartner } from './ConversationPartner';

interface ConversationPaneProps {
  partnerId: string;
  onBack?: () => void;
}

/**
 * The chosen conversation: the thread when the two are matched (with or without messages yet);
 * for anyone else, who they are (or 'Profile not found'), and nothing to write. A thread whose match
 * ends while it is open (a block or an unmatch, from either side) closes and says so.
 */
export function ConversationPane({ partnerId, onBack }: ConversationPaneProps) {
  const valid = isMemberId(partnerId);
  const { data, isError, isFetching, refetch } = useGetRelationshipQuery(partnerId, { skip: !valid });
  // Who this pane last showed as a match (state set while rendering: React's derived-state pattern).
  const [matchedWith, setMatchedWith] = useState<string | null>(null);
  if (data?.relationship.kind === 'matched' && matchedWith !== partnerId) setMatchedWith(partnerId);
  const stranger = (
    <Box sx={{ p: 3 }}>
      <ConversationPartner partnerId={partnerId} />
    </Box>
  );
  if (!valid) return stranger;
  if (!data && isError && !isFetching) {
    return <RetryAlert message={messageTexts.loadMessagesFailed} onRetry={() => void refetch()} sx={{ m: 2 }} />;
  }
  if (!data) return <CircularProgress aria-label={messagesPageTexts.loadingConversation} sx={{ m: 'auto' }} />;
  if (data.relationship.kind === 'matched') return <MessageThread partnerId={partnerId} onBack={onBack} />;
  if (matchedWith === partnerId) {
    return (
      <Box role="status" sx={{ p: 3 }}>
        <Typography sx={{ mb: 1 }}>{messageTexts.conversationEnded}</Typography>
        <Link component={RouterLink} to={routes.messages}>
          {messageTexts.backToConversations}
        </Link>
      </Box>
    );
  }
  return stranger;
}
