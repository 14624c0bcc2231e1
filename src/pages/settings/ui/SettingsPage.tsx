import Typography from '@mui/material/Typography';
import { PageFrame } from '@/shared/ui';

export function SettingsPage() {
  return (
    <PageFrame title="Settings">
      <Typography color="text.secondary">Manage your profile, subscription, notifications and privacy.</Typography>
    </PageFrame>
  );
}
