import Typography from '@mui/material/Typography';
import { PageFrame } from '@/shared/ui';

export function HomePage() {
  return (
    <PageFrame title="Discover">
      <Typography color="text.secondary">People who match your preferences appear here.</Typography>
    </PageFrame>
  );
}
