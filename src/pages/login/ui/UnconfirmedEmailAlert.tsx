import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import toast from 'react-hot-toast';
import { useResendConfirmationMutation } from '@/entities/session';
import { emailLinkTexts as t } from '@/shared/config';

/** Signing in waits for the address to be confirmed (a hosted project's default): say so, offer a new link. */
export function UnconfirmedEmailAlert({ email }: { email: string }) {
  const [resend, { isLoading, isSuccess }] = useResendConfirmationMutation();
  const onResend = async () => {
    try {
      await resend(email).unwrap();
      toast.success(t.confirmationResent(email));
    } catch (error) {
      toast.error((error as { message: string }).message);
    }
  };
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => void onResend()} disabled={isLoading || isSuccess}>
          {t.resendConfirmation}
        </Button>
      }
    >
      {t.notConfirmed}
    </Alert>
  );
}
