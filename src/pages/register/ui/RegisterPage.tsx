import Typography from '@mui/material/Typography';
import { PageFrame } from '@/shared/ui';

export function RegisterPage() {
  return (
    <PageFrame title="Create your account">
      <Typography color="text.secondary">Join Ascend to meet people worth meeting.</Typography>
    </PageFrame>
  );
}
