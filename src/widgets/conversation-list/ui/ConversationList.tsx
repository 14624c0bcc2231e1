import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import { useState } from 'react';
import { useGetConversationsInfiniteQuery } from '@/entities/message';
import { useSentinel } from '@/shared/lib';
import { conversationListTexts } from '../config/texts';
import { ConversationListItem } from './ConversationListItem';
import { ConversationListEmpty, ConversationListError } from './ConversationListNotice';
import { ConversationListSkeleton } from './ConversationListSkeleton';
import { ConversationSearch } from './ConversationSearch';

// Start loading the next page a little before the end of the list comes into view.
const NEXT_PAGE_MARGIN = '300px 0px';

interface ConversationListProps {
  /** The signed-in member. */
  me: string;
  /** The partner of the open conversation, marked as selected. */
  selectedId?: string;
}

/** The member's conversations, newest activity first: search, unread counts, and the next page on scroll. */
export function ConversationList({ me, selectedId }: ConversationListProps) {
  const [search, setSearch] = useState('');
  const list = useGetConversationsInfiniteQuery({ me, search });
  const { data, isLoading, isFetching, isError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = list;
  const conversations = data?.pages.flatMap((page) => page.conversations) ?? [];
  // A failed page (first or later) stops the scroll until the member asks again.
  const canLoadMore = hasNextPage && !isFetching && !isError;
  const sentinel = useSentinel<HTMLDivElement>(() => void fetchNextPage(), canLoadMore, NEXT_PAGE_MARGIN);
  const empty = data !== undefined && conversations.length === 0 && !hasNextPage;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 2, pb: 1 }}>
        <ConversationSearch onSearch={setSearch} />
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }} aria-busy={isLoading || isFetchingNextPage}>
        {conversations.length > 0 && (
          <List aria-label={conversationListTexts.list} disablePadding>
            {conversations.map((conversation) => (
              <ConversationListItem key={conversation.partner.id} conversation={conversation} me={me} selected={conversation.partner.id === selectedId} />
            ))}
          </List>
        )}
        {empty && !isError && <ConversationListEmpty search={search} />}
        {(isLoading || isFetchingNextPage) && <ConversationListSkeleton count={isLoading ? 6 : 2} />}
        {isError && !isFetching && <ConversationListError onRetry={() => void (list.isFetchNextPageError ? fetchNextPage() : refetch())} />}
        <div ref={sentinel} />
        {canLoadMore && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
            <Button size="small" onClick={() => void fetchNextPage()}>
              {conversationListTexts.loadMore}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
