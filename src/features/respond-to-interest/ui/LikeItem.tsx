import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReceivedLike } from '@/entities/interest';
import { ProfileAvatar } from '@/entities/profile';
import { routes } from '@/shared/config';
import { formatRelativeTime, memberName } from '@/shared/lib';
import { AnswerInterestButtons } from './AnswerInterestButtons';

interface LikeItemProps {
  like: ReceivedLike;
  /** Leaving the list (to the profile or the conversation) closes the dialog that holds it. */
  onLeave: () => void;
  /** More for this sender, given by the widget that holds the list (Report, Block). */
  memberActions?: MemberActions;
}

/** What a holder of the likes list adds for one sender. */
export type MemberActions = (member: { id: string; name: string }) => ReactNode;

/** One person interested in the member: photo, name and age, their message, Accept and Reject. */
export function LikeItem({ like, onLeave, memberActions }: LikeItemProps) {
  const name = memberName(like.sender);
  const headingId = `like-${like.id}`;
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ display: 'flex', gap: 2, py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <ProfileAvatar profile={like.sender} size={56} />
      <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
        <Box>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={routes.profile(like.senderId)} onClick={onLeave} color="inherit">
              {like.sender.age === null ? name : `${name}, ${like.sender.age}`}
            </Link>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatRelativeTime(like.createdAt)}
          </Typography>
        </Box>
        {like.message && <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{like.message}</Typography>}
        <Stack direction="row" spacing={1}>
          <AnswerInterestButtons interestId={like.id} senderId={like.senderId} senderName={name} onAccepted={onLeave} />
          {memberActions?.({ id: like.senderId, name })}
        </Stack>
      </Stack>
    </Box>
  );
}
