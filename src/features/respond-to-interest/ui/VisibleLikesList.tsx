import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetPendingInterestsInfiniteQuery } from '@/entities/interest';
import { PLAN_LIMIT_CODE } from '@/shared/api';
import { RetryAlert } from '@/shared/ui';
import { respondToInterestTexts } from '../config/texts';
import { LikeItem, type MemberActions } from './LikeItem';
import { LockedLikes } from './LockedLikes';

interface VisibleLikesListProps {
  me: string;
  onLeave: () => void;
  memberActions?: MemberActions;
  includedIn: string;
}

/**
 * The pending interests the member received, newest first, with who sent them, a page at a time
 * ('Load more'); or why there are none to show.
 */
export function VisibleLikesList({ me, onLeave, memberActions, includedIn }: VisibleLikesListProps) {
  const { data, error, isLoading, isError, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useGetPendingInterestsInfiniteQuery(me);
  const likes = data?.pages.flatMap((page) => page.likes);
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={respondToInterestTexts.loadingLikes} />
      </Box>
    );
  }
  // Her plan ended since the screen read it: the database refused, so she sees what her plan gives.
  if (error && 'code' in error && error.code === PLAN_LIMIT_CODE) return <LockedLikes me={me} includedIn={includedIn} onUpgrade={onLeave} />;
  if (isError && !likes) {
    return <RetryAlert message={respondToInterestTexts.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!likes?.length) return <Typography color="text.secondary">{respondToInterestTexts.noLikes}</Typography>;
  return (
    <>
      <Box component="ul" aria-label={respondToInterestTexts.likesLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {likes.map((like) => (
          <LikeItem key={like.id} like={like} onLeave={onLeave} memberActions={memberActions} />
        ))}
      </Box>
      {isFetchNextPageError && <Typography color="error">{respondToInterestTexts.loadMoreFailed}</Typography>}
      {hasNextPage && (
        <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage} sx={{ mt: 1 }}>
          {respondToInterestTexts.loadMore}
        </Button>
      )}
    </>
  );
}
