import FingerprintIcon from '@mui/icons-material/Fingerprint';
import Button from '@mui/material/Button';
import toast from 'react-hot-toast';
import { passkeyTexts as t, useSignInWithPasskeyMutation } from '@/entities/passkey';
import type { ApiError } from '@/shared/api';

/**
 * 'Sign in with a passkey': no e-mail typed, the browser offers the passkeys it holds for the site.
 * The session is aal2 at once (docs/security.md), so no code step follows.
 */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const [signInWithPasskey, { isLoading }] = useSignInWithPasskeyMutation();
  const onClick = async () => {
    try {
      await signInWithPasskey().unwrap();
      onSignedIn();
    } catch (error) {
      toast.error((error as ApiError).message);
    }
  };
  return (
    <Button variant="outlined" size="large" fullWidth startIcon={<FingerprintIcon />} onClick={() => void onClick()} disabled={isLoading}>
      {isLoading ? t.signingIn : t.signIn}
    </Button>
  );
}
