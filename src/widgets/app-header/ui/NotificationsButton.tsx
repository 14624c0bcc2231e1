import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router-dom';
import { useGetUnreadNotificationCountQuery } from '@/entities/notification';
import { selectSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { useAppSelector } from '@/shared/redux';
import { appHeaderTexts as texts } from '../config/texts';

/** The bell: to the notifications page, badged with how many are unread (live, through the member stream). */
export function NotificationsButton() {
  const me = useAppSelector(selectSessionUser)?.id;
  const { data: unread = 0 } = useGetUnreadNotificationCountQuery(me ?? skipToken);
  // The badge is drawn, not read: the count is part of the link's name.
  const label = unread > 0 ? texts.notificationsUnread(unread > 99 ? '99+' : String(unread)) : texts.notifications;
  return (
    <IconButton component={RouterLink} to={routes.notifications} color="inherit" aria-label={label} title={label}>
      <Badge badgeContent={unread} color="secondary" max={99} aria-hidden>
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
