import ChatBubbleIcon from '@mui/icons-material/ChatBubble';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router-dom';
import { useGetUnreadTotalQuery } from '@/entities/message';
import { selectSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { useAppSelector } from '@/shared/redux';
import { appHeaderTexts as texts } from '../config/texts';

/**
 * To the conversations, badged with the unread total. Its query's cache entry carries the member's
 * messages channel, so every signed-in page keeps the messaging caches live.
 */
export function MessagesButton() {
  const me = useAppSelector(selectSessionUser)?.id;
  const { data: unread = 0 } = useGetUnreadTotalQuery(me ?? skipToken);
  // The badge is drawn, not read: the count is part of the link's name.
  const label = texts.messages(unread);
  return (
    <IconButton component={RouterLink} to={routes.messages} color="inherit" aria-label={label} title={label}>
      <Badge badgeContent={unread} color="secondary" max={99} aria-hidden>
        <ChatBubbleIcon />
      </Badge>
    </IconButton>
  );
}
