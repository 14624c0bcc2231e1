import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useCancelSubscriptionMutation } from '../api/checkout-api';
import { checkoutTexts } from '../config/texts';

interface CancelSubscriptionDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the member keeps until the end: 'You keep Premium until December 27, 2026.' */
  consequence: string;
}

/** Asks before cancelling: the subscription then ends at its period's end. */
export function CancelSubscriptionDialog({ open, onClose, consequence }: CancelSubscriptionDialogProps) {
  const titleId = useId();
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();

  const confirm = async () => {
    try {
      await cancel().unwrap();
      toast.success(checkoutTexts.updated);
    } catch {
      toast.error(checkoutTexts.failed);
    }
    onClose();
  };

  return (
    <Dialog open={open} onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{checkoutTexts.cancelTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{consequence}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {checkoutTexts.keep}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} loading={isLoading}>
          {checkoutTexts.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
