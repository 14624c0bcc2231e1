import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { signOutTexts } from '../config/texts';
import { useSignOut } from './use-sign-out';
import { mirroredInRtl } from '@/shared/ui';

export function SignOutButton() {
  const { signOut, isLoading } = useSignOut();
  return (
    <Button variant="outlined" color="error" startIcon={<LogoutIcon sx={mirroredInRtl} />} onClick={() => void signOut()} disabled={isLoading}>
      {signOutTexts.logOut}
    </Button>
  );
}
