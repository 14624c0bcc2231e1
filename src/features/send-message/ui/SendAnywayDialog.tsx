import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { composerTexts, outgoingFlagTexts } from '../config/texts';
import type { OutgoingFlag } from '../lib/outgoing-message-flags';

interface SendAnywayDialogProps {
  flags: OutgoingFlag[];
  onEdit: () => void;
  onSend: () => void;
}

/** 'Are you sure?' before a message the safety rules flag: why, then Edit message or Send anyway. */
export function SendAnywayDialog({ flags, onEdit, onSend }: SendAnywayDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onEdit} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{composerTexts.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{composerTexts.confirmIntro}</DialogContentText>
        <ul>
          {flags.map((flag) => (
            <li key={flag}>
              <DialogContentText component="span">{outgoingFlagTexts[flag]}</DialogContentText>
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onEdit} autoFocus>
          {composerTexts.editMessage}
        </Button>
        <Button onClick={onSend}>{composerTexts.sendAnyway}</Button>
      </DialogActions>
    </Dialog>
  );
}
