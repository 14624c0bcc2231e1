import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** While the action runs: neither button nor a click outside closes it. */
  busy: boolean;
  cancelLabel: string;
  onClose: () => void;
  /** The action's own button(s), after Cancel. */
  children: ReactNode;
}

/** A question before an action that cannot be undone (removing a sign-in method): a title, a sentence, Cancel and the action. */
export function ConfirmDialog({ open, title, text, busy, cancelLabel, onClose, children }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        {children}
      </DialogActions>
    </Dialog>
  );
}
