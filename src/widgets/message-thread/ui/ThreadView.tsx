import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useGetCallLogQuery } from '@/entities/call';
import { threadMessagesOldestFirst, useGetThreadInfiniteQuery, messageTexts } from '@/entities/message';
import type { ConversationPresence } from '@/features/conversation-presence';
import { useMarkReadOnOpen } from '@/features/read-conversation';
import { messageDelivered, MessageComposer, selectOutboxTo, useOutboxActions } from '@/features/send-message';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { threadTexts } from '../config/texts';
import { deliveredFromOutbox, threadItems } from '../lib/thread-items';
import type { ThreadPartner } from '../model/use-thread-partner';
import { ThreadHeader } from './ThreadHeader';
import { ThreadItemView } from './ThreadItemView';
import { ThreadMessages } from './ThreadMessages';

export type Presence = ConversationPresence;

interface ThreadViewProps {
  me: string;
  partnerId: string;
  partner: ThreadPartner;
  presence: Presence;
  onBack?: () => void;
}

export function ThreadView({ me, partnerId, partner, presence, onBack }: ThreadViewProps) {
  const dispatch = useAppDispatch();
  const thread = useGetThreadInfiniteQuery({ me, partnerId });
  const stored = threadMessagesOldestFirst(thread.data?.pages);
  const unsent = useAppSelector((state) => selectOutboxTo(state, me, partnerId));
  const { send, retry, discard } = useOutboxActions(me, partnerId);
  const newestUnread = stored.findLast((message) => message.senderId === partnerId && message.readAt === null);
  useMarkReadOnOpen(me, partnerId, newestUnread?.id ?? null);
  // A message whose answer was lost but which the thread now holds is sent: the outbox lets it go.
  useEffect(() => {
    deliveredFromOutbox(stored, unsent).forEach(({ id }) => dispatch(messageDelivered({ senderId: me, id })));
  }, [stored, unsent, dispatch, me]);

  const { data: calls } = useGetCallLogQuery(partnerId);
  const items = threadItems(stored, unsent, new Date(), calls);
  const status = thread.data ? 'ready' : thread.isError ? 'error' : 'loading';
  return (
    <Box component="section" aria-label={threadTexts.conversation(partner.name)} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <ThreadHeader me={me} partnerId={partnerId} partner={partner} online={presence.partnerOnline} onBack={onBack} />
      <ThreadMessages
        label={threadTexts.messages(partner.name)}
        status={status}
        onRetryLoad={() => void thread.refetch()}
        hasOlder={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
        newestKey={items.at(-1)?.key}
        count={items.length}
      >
        {items.map((item) => (
          <ThreadItemView key={item.key} item={item} me={me} onRetry={retry} onDiscard={discard} />
        ))}
      </ThreadMessages>
      <Box sx={{ px: 2, minHeight: 24 }} aria-live="polite">
        {presence.partnerTyping && <Typography variant="caption" color="text.secondary">{threadTexts.typing(partner.firstName)}</Typography>}
      </Box>
      <Box sx={{ p: 2, pt: 0 }}>
        {partner.matched === true && (
          // With older pages still unloaded, the conversation is long past its first exchanges.
          <MessageComposer onSend={send} onTyping={presence.notifyTyping} earlierMessages={thread.hasNextPage ? Infinity : stored.length} />
        )}
        {partner.matched === false && <Alert severity="info">{messageTexts.notMatched}</Alert>}
      </Box>
    </Box>
  );
}
