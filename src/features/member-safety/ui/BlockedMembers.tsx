import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import toast from 'react-hot-toast';
import { ProfileAvatar } from '@/entities/profile';
import { formatRelativeTime, memberName } from '@/shared/lib';
import { RetryAlert } from '@/shared/ui';
import { useGetBlockedMembersQuery, useUnblockMemberMutation, type BlockedMember } from '../api/safety-api';
import { memberSafetyTexts as texts } from '../config/texts';

function BlockedMemberItem({ member }: { member: BlockedMember }) {
  const [unblock, { isLoading }] = useUnblockMemberMutation();
  const name = memberName(member);
  const lift = async () => {
    try {
      await unblock(member.id).unwrap();
      toast.success(texts.unblocked(name));
    } catch (error) {
      toast.error((error as { message: string }).message);
    }
  };
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Button onClick={() => void lift()} disabled={isLoading} aria-label={texts.unblockMember(name)}>
          {texts.unblock}
        </Button>
      }
    >
      <ProfileAvatar profile={{ ...member, primaryPhotoUrl: null }} size={40} />
      <ListItemText
        sx={{ ml: 2 }}
        primary={<span translate="no">{name}</span>}
        secondary={
          <>
            <bdi translate="no">@{member.username}</bdi> · {texts.blockedAgo(formatRelativeTime(member.blockedAt))}
          </>
        }
      />
    </ListItem>
  );
}

/** Settings, Blocked members: whom the member blocked, each to unblock. */
export function BlockedMembers() {
  const { data, isLoading, isError, isFetching, refetch } = useGetBlockedMembersQuery();
  if (isLoading) return <CircularProgress aria-label={texts.loadingBlockedMembers} size={24} />;
  if (isError && !data) return <RetryAlert message={texts.blockedMembersLoadFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data?.length) return <Typography color="text.secondary">{texts.blockedMembersEmpty}</Typography>;
  return (
    <List aria-label={texts.blockedMembersLabel} disablePadding>
      {data.map((member) => (
        <BlockedMemberItem key={member.id} member={member} />
      ))}
    </List>
  );
}
