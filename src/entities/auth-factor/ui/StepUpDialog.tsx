import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { authFactorTexts as t } from '../config/texts';
import { CodeForm } from './CodeForm';

interface StepUpDialogProps {
  open: boolean;
  /** True once the code was right (the session is aal2), false when she cancels. */
  onDone: (verified: boolean) => void;
}

/** Asks for a code before an account action that a stolen aal1 session must not take. */
export function StepUpDialog({ open, onDone }: StepUpDialogProps) {
  return (
    <Dialog open={open} onClose={() => onDone(false)} aria-labelledby="step-up-title" aria-describedby="step-up-text" fullWidth maxWidth="xs">
      <DialogTitle id="step-up-title">{t.stepUpTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="step-up-text" sx={{ mb: 2 }}>
          {t.stepUpText}
        </DialogContentText>
        {open && <CodeForm onVerified={() => onDone(true)} secondaryAction={<Button onClick={() => onDone(false)}>{t.cancel}</Button>} />}
      </DialogContent>
    </Dialog>
  );
}
