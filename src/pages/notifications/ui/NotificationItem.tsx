import EventIcon from '@mui/icons-material/Event';
import Avatar from '@mui/material/Avatar';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { notificationLink, notificationText, type MemberNotification } from '@/entities/notification';
import { ProfileAvatar } from '@/entities/profile';
import { formatRelativeTime, memberName } from '@/shared/lib';
import { notificationsPageTexts as texts } from '../config/texts';

/** Who it is about: the other member's photo, or for an event's reminder a calendar. */
function NotificationAvatar({ notification }: { notification: MemberNotification }) {
  if (notification.kind === 'event_reminder') {
    return (
      <Avatar sx={{ width: 40, height: 40, bgcolor: 'secondary.main' }}>
        <EventIcon />
      </Avatar>
    );
  }
  const { actor } = notification;
  return <ProfileAvatar profile={{ firstName: actor.firstName, username: actor.username ?? memberName(actor), primaryPhotoUrl: actor.primaryPhotoUrl }} size={40} />;
}

/** One notification: who or what, when, leading to the thread, the profile or the event; bold while new. */
export function NotificationItem({ notification, isNew }: { notification: MemberNotification; isNew: boolean }) {
  return (
    <li>
      <ListItemButton component={RouterLink} to={notificationLink(notification)} selected={isNew}>
        <ListItemAvatar>
          <NotificationAvatar notification={notification} />
        </ListItemAvatar>
        <ListItemText
          primary={notificationText(notification)}
          secondary={isNew ? texts.newAt(formatRelativeTime(notification.createdAt)) : formatRelativeTime(notification.createdAt)}
          slotProps={{ primary: { sx: { fontWeight: isNew ? 600 : 400 } } }}
        />
      </ListItemButton>
    </li>
  );
}
