import Button from '@mui/material/Button';
import { useState } from 'react';
import { checkoutTexts } from '../config/texts';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';

/** 'Cancel subscription', after a confirmation. */
export function CancelSubscriptionButton({ consequence }: { consequence: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        {checkoutTexts.cancel}
      </Button>
      <CancelSubscriptionDialog open={open} onClose={() => setOpen(false)} consequence={consequence} />
    </>
  );
}
