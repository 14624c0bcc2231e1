import Button from '@mui/material/Button';
import toast from 'react-hot-toast';
import { useResumeSubscriptionMutation } from '../api/checkout-api';
import { checkoutTexts } from '../config/texts';

/** 'Resume subscription': a cancelled subscription renews after all. */
export function ResumeSubscriptionButton() {
  const [resume, { isLoading }] = useResumeSubscriptionMutation();
  const onClick = async () => {
    try {
      await resume().unwrap();
      toast.success(checkoutTexts.updated);
    } catch {
      toast.error(checkoutTexts.failed);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void onClick()} loading={isLoading}>
      {checkoutTexts.resume}
    </Button>
  );
}
