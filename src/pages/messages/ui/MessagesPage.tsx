import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/shared/lib';
import { PageFrame } from '@/shared/ui';

export function MessagesPage() {
  useDocumentTitle('Messages');
  return (
    <PageFrame title="Messages">
      <Typography color="text.secondary">Select a conversation</Typography>
    </PageFrame>
  );
}
