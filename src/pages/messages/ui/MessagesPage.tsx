import Typography from '@mui/material/Typography';
import { PageFrame } from '@/shared/ui';

export function MessagesPage() {
  return (
    <PageFrame title="Messages">
      <Typography color="text.secondary">Select a conversation</Typography>
    </PageFrame>
  );
}
