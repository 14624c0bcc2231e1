import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib';
import { PageFrame } from '@/shared/ui';
import { ConversationPartner } from './ConversationPartner';

/** /messages, and /messages/{partnerId} with that member's conversation chosen. */
export function MessagesPage() {
  const { partnerId } = useParams();
  useDocumentTitle('Messages');
  return (
    <PageFrame title="Messages">
      {partnerId ? <ConversationPartner partnerId={partnerId} /> : <Typography color="text.secondary">Select a conversation</Typography>}
    </PageFrame>
  );
}
