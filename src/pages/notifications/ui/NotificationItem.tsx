import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { notificationLink, notificationText, type MemberNotification } from '@/entities/notification';
import { ProfileAvatar } from '@/entities/profile';
import { formatRelativeTime, memberName } from '@/shared/lib';

/** One notification: who, what, when, leading to the thread or the profile; bold while new. */
export function NotificationItem({ notification, isNew }: { notification: MemberNotification; isNew: boolean }) {
  const { actor } = notification;
  const name = memberName(actor);
  return (
    <li>
      <ListItemButton component={RouterLink} to={notificationLink(notification)} selected={isNew}>
        <ListItemAvatar>
          <ProfileAvatar profile={{ firstName: actor.firstName, username: actor.username ?? name, primaryPhotoUrl: actor.primaryPhotoUrl }} size={40} />
        </ListItemAvatar>
        <ListItemText
          primary={notificationText(notification)}
          secondary={isNew ? `New · ${formatRelativeTime(notification.createdAt)}` : formatRelativeTime(notification.createdAt)}
          slotProps={{ primary: { sx: { fontWeight: isNew ? 600 : 400 } } }}
        />
      </ListItemButton>
    </li>
  );
}
