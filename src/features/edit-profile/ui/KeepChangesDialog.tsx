import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { editProfileTexts as texts } from '../config/texts';

interface KeepChangesDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onKeepDraft: () => void;
  onDiscard: () => void;
}

/**
 * 'Keep your changes?' when Edit Profile closes with unsaved changes. Keep editing is focused and is
 * what Escape or the backdrop does: nothing is lost by a stray key.
 */
export function KeepChangesDialog({ open, onKeepEditing, onKeepDraft, onDiscard }: KeepChangesDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onKeepEditing} aria-labelledby={titleId} aria-describedby={bodyId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{texts.keepChangesTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{texts.keepChangesBody}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onDiscard} color="error" sx={{ mr: 'auto' }}>
          {texts.discardChanges}
        </Button>
        <Button onClick={onKeepDraft} color="inherit">
          {texts.keepDraft}
        </Button>
        <Button onClick={onKeepEditing} variant="contained" autoFocus>
          {texts.keepEditing}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
