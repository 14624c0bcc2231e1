import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEntitlement } from '@/entities/plan';
import { respondToInterestTexts } from '../config/texts';
import type { MemberActions } from './LikeItem';
import { LockedLikes } from './LockedLikes';
import { VisibleLikesList } from './VisibleLikesList';

interface LikesListProps {
  me: string;
  onLeave: () => void;
  memberActions?: MemberActions;
}

/**
 * The likes tab: who likes her on a plan that includes 'see_who_liked_you', else how many, blurred
 * (the database gives such a member the count only: docs/plans.md, See who liked you).
 */
export function LikesList({ me, onLeave, memberActions }: LikesListProps) {
  const { entitled, includedIn } = useEntitlement(me, 'see_who_liked_you');
  if (entitled === undefined) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={respondToInterestTexts.loadingLikes} />
      </Box>
    );
  }
  if (!entitled) return <LockedLikes me={me} includedIn={includedIn} onUpgrade={onLeave} />;
  return <VisibleLikesList me={me} onLeave={onLeave} memberActions={memberActions} includedIn={includedIn} />;
}
