import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router-dom';
import { ProfileAvatar } from '@/entities/profile';
import { routes } from '@/shared/config';
import { formatRelativeTime, memberName } from '@/shared/lib';
import { useWithdrawInterestMutation, type SentLike } from '../api/sent-interests';
import { respondToInterestTexts as texts } from '../config/texts';

interface SentLikeItemProps {
  me: string;
  like: SentLike;
  /** Leaving the list (to the profile) closes the dialog that holds it. */
  onLeave: () => void;
}

/** One like she sent that waits for an answer: who, her message, and Withdraw. */
export function SentLikeItem({ me, like, onLeave }: SentLikeItemProps) {
  const [withdraw, { isLoading }] = useWithdrawInterestMutation();
  const name = memberName(like.receiver);
  const headingId = `sent-like-${like.id}`;
  const onWithdraw = async () => {
    try {
      await withdraw({ me, receiverId: like.receiverId }).unwrap();
      toast.success(texts.withdrawn(name));
    } catch {
      toast.error(texts.withdrawFailed);
    }
  };
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ display: 'flex', gap: 2, py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <ProfileAvatar profile={{ firstName: like.receiver.firstName, username: like.receiver.username ?? name, primaryPhotoUrl: like.receiver.primaryPhotoUrl }} size={48} />
      <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
        <Box>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={routes.profile(like.receiverId)} onClick={onLeave} color="inherit">
              {like.receiver.age === null ? name : `${name}, ${like.receiver.age}`}
            </Link>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {`${formatRelativeTime(like.createdAt)} · ${texts.waiting}`}
          </Typography>
        </Box>
        {like.message && <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{like.message}</Typography>}
        <Box>
          <Button variant="outlined" size="small" disabled={isLoading} onClick={() => void onWithdraw()} aria-label={texts.withdrawLabel(name)}>
            {texts.withdraw}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
