import Typography from '@mui/material/Typography';
import { SignOutButton } from '@/features/sign-out';
import { PageFrame } from '@/shared/ui';

export function SettingsPage() {
  return (
    <PageFrame title="Settings">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Manage your profile, subscription, notifications and privacy.
      </Typography>
      <SignOutButton />
    </PageFrame>
  );
}
