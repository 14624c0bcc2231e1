import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/shared/lib';
import { PageFrame } from '@/shared/ui';

export function HomePage() {
  useDocumentTitle('Discover');
  return (
    <PageFrame title="Discover">
      <Typography color="text.secondary">People who match your preferences appear here.</Typography>
    </PageFrame>
  );
}
