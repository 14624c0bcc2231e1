import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useRemoveAuthFactorMutation, useStepUp, type AuthFactor } from '@/entities/auth-factor';
import type { ApiError } from '@/shared/api';
import { securityTexts as t } from '../config/texts';

/** Asks, then (a code first at aal1: GoTrue removes a verified factor only at aal2) removes the app. */
export function RemoveFactorButton({ factor }: { factor: AuthFactor }) {
  const [open, setOpen] = useState(false);
  const [removeFactor, { isLoading }] = useRemoveAuthFactorMutation();
  const { requireCode, stepUpDialog } = useStepUp();
  const onRemove = async () => {
    if (factor.verified && !(await requireCode())) return;
    try {
      await removeFactor(factor.id).unwrap();
      setOpen(false);
      toast.success(t.removed);
    } catch (error) {
      toast.error((error as ApiError).message);
    }
  };
  const name = factor.name || t.appTitle;
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)} aria-label={`${t.remove} ${name}`}>
        {t.remove}
      </Button>
      <Dialog open={open} onClose={isLoading ? undefined : () => setOpen(false)} aria-labelledby={`remove-${factor.id}-title`}>
        <DialogTitle id={`remove-${factor.id}-title`}>{t.removeTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t.removeText(name)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isLoading}>
            {t.cancel}
          </Button>
          <Button color="error" variant="contained" onClick={() => void onRemove()} disabled={isLoading}>
            {isLoading ? t.removing : t.remove}
          </Button>
        </DialogActions>
      </Dialog>
      {stepUpDialog}
    </>
  );
}
