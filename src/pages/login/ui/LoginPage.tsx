import Typography from '@mui/material/Typography';
import { PageFrame } from '@/shared/ui';

export function LoginPage() {
  return (
    <PageFrame title="Welcome back">
      <Typography color="text.secondary">Sign in to see your matches and messages.</Typography>
    </PageFrame>
  );
}
