import ChatBubbleIcon from '@mui/icons-material/ChatBubble';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { routes } from '@/shared/config';

/** To the conversations (the messaging issue adds its unread count). */
export function MessagesButton() {
  return (
    <IconButton component={RouterLink} to={routes.messages} color="inherit" aria-label="Messages" title="Messages">
      <ChatBubbleIcon />
    </IconButton>
  );
}
