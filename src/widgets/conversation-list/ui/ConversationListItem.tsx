import Box from '@mui/material/Box';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { type Conversation } from '@/entities/message';
import { ProfileAvatar } from '@/entities/profile';
import { routes } from '@/shared/config';
import { formatRelativeTime, memberHandle, memberName } from '@/shared/lib';
import { conversationListTexts } from '../config/texts';
import { messagePreview } from '../lib/message-preview';

interface ConversationListItemProps {
  conversation: Conversation;
  me: string;
  selected: boolean;
}

// The last message is a preview, cut to one line; a name never is (a narrow row wraps it).
const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const wholeName = { minWidth: 0, overflowWrap: 'anywhere' } as const;

/**
 * One conversation: photo (or initial), name and username, the last message, when, and how many are
 * unread. The username is there for every partner, not only when two share a first name: a row's
 * label then never changes as more pages load or a search narrows the list, and it shows why a
 * search on a username found the row. (It is public; the last name is not and stays out.)
 */
export function ConversationListItem({ conversation, me, selected }: ConversationListItemProps) {
  const { partner, unreadCount, activityAt } = conversation;
  const name = memberName(partner);
  const handle = memberHandle(partner);
  const unread = unreadCount > 0;
  return (
    <li>
      <ListItemButton component={RouterLink} to={routes.conversation(partner.id)} selected={selected} aria-current={selected ? 'page' : undefined}>
        <ListItemAvatar>
          <ProfileAvatar profile={{ firstName: name, username: name, primaryPhotoUrl: partner.photoUrl }} size={44} />
        </ListItemAvatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {/* Names are shown whole at every width (a long one wraps); the username is a smaller line below. */}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Typography translate="no" sx={{ ...wholeName, flex: 1, fontWeight: unread ? 700 : 500 }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={activityAt} sx={{ flexShrink: 0 }}>
              {formatRelativeTime(activityAt)}
            </Typography>
          </Box>
          {handle && (
            <Typography variant="caption" color="text.secondary" component="p" translate="no" sx={wholeName}>
              {/* Isolated: '@noah' stays one left-to-right word in Arabic (not 'noah@'). */}
              <bdi>{handle}</bdi>
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" color={unread ? 'text.primary' : 'text.secondary'}
              // The last message is in its writer's words and script (docs/i18n.md, Right to left).
              dir={conversation.lastMessage ? 'auto' : undefined}
              sx={{ ...oneLine, flex: 1 }}>
              {messagePreview(conversation, me)}
            </Typography>
            {unread && (
              <Box component="span" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 10, px: 0.75, fontSize: 12, fontWeight: 700 }}>
                {/* The number is drawn; the words say what it counts. */}
                <span aria-hidden>{unreadCount}</span>
                <Box component="span" sx={visuallyHidden}>
                  {conversationListTexts.unread(unreadCount)}
                </Box>
              </Box>
            )}
          </Box>
        </Box>
      </ListItemButton>
    </li>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
