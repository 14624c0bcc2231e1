import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router-dom';
import { matchMade } from '@/entities/match';
import { ProfileAvatar } from '@/entities/profile';
import { routes } from '@/shared/config';
import { formatRelativeTime, memberName } from '@/shared/lib';
import { useAppDispatch } from '@/shared/redux';
import type { PendingConnectionRequest } from '@/entities/connection-request';
import { useAnswerConnectionRequestMutation } from '../api/answer-connection-request';
import { respondToInterestTexts as texts } from '../config/texts';

interface ConnectionRequestItemProps {
  request: PendingConnectionRequest;
  /** Leaving the list (to the profile, or to "It's a match!") closes the dialog that holds it. */
  onLeave: () => void;
}

/** One request: who, their message, and Accept and Decline when it is hers to answer. */
export function ConnectionRequestItem({ request, onLeave }: ConnectionRequestItemProps) {
  const dispatch = useAppDispatch();
  const [answerRequest, { isLoading }] = useAnswerConnectionRequestMutation();
  const { member } = request;
  const name = memberName(member);
  const answer = async (accept: boolean) => {
    try {
      await answerRequest({ requestId: request.id, memberId: request.memberId, accept }).unwrap();
    } catch {
      toast.error(texts.requestAnswerFailed);
      return;
    }
    toast.success(accept ? texts.requestAccepted : texts.requestDeclined);
    if (accept) {
      onLeave();
      dispatch(matchMade(request.memberId));
    }
  };
  return (
    <Box component="li" aria-label={request.direction === 'received' ? texts.asksToConnect(name) : texts.askedToConnect(name)} sx={{ display: 'flex', gap: 2, py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <ProfileAvatar profile={{ firstName: member.firstName, username: member.username ?? name, primaryPhotoUrl: member.primaryPhotoUrl }} size={48} />
      <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={routes.profile(request.memberId)} onClick={onLeave} color="inherit">
              {member.age === null ? name : `${name}, ${member.age}`}
            </Link>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatRelativeTime(request.createdAt)}
          </Typography>
        </Box>
        {request.message && <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{request.message}</Typography>}
        {request.direction === 'received' ? (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" size="small" disabled={isLoading} onClick={() => void answer(true)} aria-label={texts.acceptRequestFrom(name)}>
              {texts.accept}
            </Button>
            <Button variant="outlined" size="small" disabled={isLoading} onClick={() => void answer(false)} aria-label={texts.declineRequestFrom(name)}>
              {texts.decline}
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {texts.waiting}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
