import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messageTexts } from '@/entities/message';
import { RetryAlert } from '@/shared/ui';
import { conversationListTexts } from '../config/texts';

/** SPEC §8: 'Failed to load conversations', with another try. */
export function ConversationListError({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert message={messageTexts.loadConversationsFailed} onRetry={onRetry} sx={{ m: 2 }} />;
}

/** Nothing to list: no match yet, or none for the search typed. */
export function ConversationListEmpty({ search }: { search: string }) {
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      {search ? (
        <Typography color="text.secondary">{conversationListTexts.noMatch(search)}</Typography>
      ) : (
        <>
          <Typography component="h2" variant="subtitle1">
            {conversationListTexts.emptyTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {conversationListTexts.emptyHint}
          </Typography>
        </>
      )}
    </Box>
  );
}
