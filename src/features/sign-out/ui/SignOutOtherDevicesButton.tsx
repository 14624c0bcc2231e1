import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import Button from '@mui/material/Button';
import toast from 'react-hot-toast';
import { useSignOutOtherDevicesMutation } from '../api/sign-out-api';
import { signOutTexts as t } from '../config/texts';

/** Ends the member's sessions everywhere but here: a phone left behind, a shared computer. */
export function SignOutOtherDevicesButton() {
  const [signOutOthers, { isLoading }] = useSignOutOtherDevicesMutation();
  const onClick = async () => {
    try {
      await signOutOthers().unwrap();
      toast.success(t.othersSignedOut);
    } catch {
      toast.error(t.othersFailed);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DevicesOtherIcon />} onClick={() => void onClick()} disabled={isLoading}>
      {isLoading ? t.signingOutOthers : t.signOutOthers}
    </Button>
  );
}
