import Typography from '@mui/material/Typography';
import { PageFrame } from '@/shared/ui';

export function ProfilePage() {
  return (
    <PageFrame title="Profile">
      <Typography color="text.secondary">Profile details appear here.</Typography>
    </PageFrame>
  );
}
