import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import toast from 'react-hot-toast';
import { useSignInWithGoogleMutation } from '../api/sign-in-api';
import { loginTexts } from '../config/texts';

/** Leaves for the identity provider, which sends the browser back to /auth/callback. */
export function GoogleSignInButton() {
  const [signInWithGoogle, { isLoading }] = useSignInWithGoogleMutation();
  const onClick = async () => {
    try {
      await signInWithGoogle().unwrap();
    } catch (error) {
      toast.error((error as { message: string }).message);
    }
  };
  return (
    <Button variant="outlined" size="large" fullWidth startIcon={<GoogleIcon />} onClick={onClick} disabled={isLoading}>
      {loginTexts.withGoogle}
    </Button>
  );
}
