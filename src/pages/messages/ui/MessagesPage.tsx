import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useNavigate, useParams } from 'react-router-dom';
import { messageTexts } from '@/entities/message';
import { selectSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { PageFrame } from '@/shared/ui';
import { messagesPageTexts } from '../config/texts';
import { ConversationList } from '@/widgets/conversation-list';
import { ConversationPane } from './ConversationPane';

const PANE_HEIGHT = { xs: 'calc(100dvh - 200px)', md: 'calc(100dvh - 240px)' };
// minmax(0, …): a long last message is cut with an ellipsis instead of widening the pane past the screen.

/**
 * /messages: the conversations beside the chosen one (/messages/{partnerId}), or 'Select a
 * conversation'. On small screens one pane at a time: the list, or the conversation with a way back.
 */
export function MessagesPage() {
  const { partnerId } = useParams();
  const me = useAppSelector(selectSessionUser)?.id;
  const small = useMediaQuery(useTheme().breakpoints.down('md'));
  const navigate = useNavigate();
  useDocumentTitle(messagesPageTexts.title);
  const showList = !small || !partnerId;
  const showConversation = !small || Boolean(partnerId);
  return (
    <PageFrame title={messagesPageTexts.title}>
      {me && (
        <Paper variant="outlined" sx={{ display: 'grid', gridTemplateColumns: small ? 'minmax(0, 1fr)' : '300px minmax(0, 1fr)', height: PANE_HEIGHT, minHeight: 420, overflow: 'hidden' }}>
          {showList && (
            <Box component="nav" aria-label={messagesPageTexts.conversationList} sx={{ minHeight: 0, borderRight: small ? 0 : 1, borderColor: 'divider' }}>
              <ConversationList me={me} selectedId={partnerId} />
            </Box>
          )}
          {showConversation && (
            <Box sx={{ minHeight: 0, display: 'flex', flexDirection: 'column', p: partnerId ? 0 : 3 }}>
              {partnerId ? (
                <ConversationPane partnerId={partnerId} onBack={small ? () => navigate(routes.messages) : undefined} />
              ) : (
                <Typography color="text.secondary" sx={{ m: 'auto' }}>
                  {messageTexts.selectConversation}
                </Typography>
              )}
            </Box>
          )}
        </Paper>
      )}
    </PageFrame>
  );
}
