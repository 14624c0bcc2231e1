import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { signOutTexts } from '../config/texts';
import { useSignOut } from './use-sign-out';

export function SignOutButton() {
  const { signOut, isLoading } = useSignOut();
  return (
    <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => void signOut()} disabled={isLoading}>
      {signOutTexts.logOut}
    </Button>
  );
}
