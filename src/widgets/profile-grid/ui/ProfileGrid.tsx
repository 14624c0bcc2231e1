import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, type ReactNode } from 'react';
import { useGetDiscoveryFeedInfiniteQuery, type DiscoveryCard } from '@/entities/discovery-feed';
import { useSentinel } from '@/shared/lib';
import { FEED_GRID_COLUMNS, FIRST_SCREEN_CARDS, firstRowCards } from '../config/card-layout';
import { useDrawnInSteps } from '../lib/use-drawn-in-steps';
import { profileGridTexts } from '../config/texts';
import { DiscoveryGridCard } from './DiscoveryGridCard';
import { FeedEmptyState } from './FeedEmptyState';
import { FeedEnd } from './FeedEnd';
import { FeedError } from './FeedError';
import { ProfileGridSkeleton } from './ProfileGridSkeleton';

// Start loading the next page a little before the end of the grid comes into view.
const NEXT_PAGE_MARGIN = '600px 0px';
const NO_CARDS: DiscoveryCard[] = [];

interface ProfileGridProps {
  /** The signed-in member whose feed this is. */
  memberId: string;
  /** The AI Assist action of a card, given by the page. */
  aiAssistSlot?: (card: DiscoveryCard) => ReactNode;
}

/** The discovery feed: a responsive grid of cards, loading the next page as its end comes into view. */
export function ProfileGrid({ memberId, aiAssistSlot }: ProfileGridProps) {
  const feed = useGetDiscoveryFeedInfiniteQuery(memberId);
  const { data, isLoading, isFetching, isError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = feed;
  // One array per answer, not per render: once every card is drawn, the grid gets that same array.
  const cards = useMemo(() => data?.pages.flatMap((page) => page.cards) ?? NO_CARDS, [data]);
  // A page of cards is many components: the first row's are drawn at once (the first photo is
  // /home's largest paint), the others a few per task, instead of one long task that holds the main
  // thread (docs/performance.md, The eighth round).
  const drawn = useDrawnInSteps(cards.length, firstRowCards(), FIRST_SCREEN_CARDS);
  const shown = drawn === cards.length ? cards : cards.slice(0, drawn);
  const allDrawn = shown.length === cards.length;
  // A failed page (first or later) stops the scroll until the member asks again; a page still being
  // drawn would put the sentinel in view too early.
  const canLoadMore = hasNextPage && !isFetching && !isError && allDrawn;
  const sentinel = useSentinel<HTMLDivElement>(() => void fetchNextPage(), canLoadMore, NEXT_PAGE_MARGIN);
  // The last page is in. It stays through a refetch (a match, saved filters), as the cards do, rather
  // than blinking out and back; a failed page shows its error instead.
  const atEnd = !hasNextPage && !isError && cards.length > 0 && allDrawn;

  if (!isLoading && !isError && cards.length === 0 && !hasNextPage) return <FeedEmptyState />;
  return (
    <Box>
      <Box
        aria-busy={isLoading || isFetchingNextPage}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: FEED_GRID_COLUMNS }}
      >
        {shown.map((card, position) => (
          <DiscoveryGridCard key={card.id} card={card} aiAssist={aiAssistSlot?.(card)} position={position} />
        ))}
        {(isLoading || isFetchingNextPage) && <ProfileGridSkeleton count={isLoading ? 8 : 4} />}
        {isError && !isFetching && <FeedError onRetry={() => void (feed.isFetchNextPageError ? fetchNextPage() : refetch())} />}
      </Box>
      <div ref={sentinel} />
      {canLoadMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void fetchNextPage()}>
            {profileGridTexts.loadMore}
          </Button>
        </Box>
      )}
      {atEnd && <FeedEnd />}
    </Box>
  );
}
