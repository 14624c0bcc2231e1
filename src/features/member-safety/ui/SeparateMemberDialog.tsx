import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useBlockMemberMutation, useUnmatchMemberMutation } from '../api/safety-api';
import { memberSafetyTexts as texts } from '../config/texts';

interface SeparateMemberDialogProps {
  /** Block: until the member lifts it in Settings. Unmatch: the match ends for good. */
  action: 'block' | 'unmatch';
  memberId: string;
  memberName: string;
  onClose: () => void;
  /** After the database kept them apart: the page leaves what showed the member. */
  onDone?: () => void;
}

/** Each action's words, read as the dialog renders (not once at import, so they follow the language). */
const wording = (action: 'block' | 'unmatch') =>
  action === 'block'
    ? { title: texts.blockTitle, body: texts.blockBody, confirm: texts.block, done: texts.blocked }
    : { title: texts.unmatchTitle, body: texts.unmatchBody, confirm: texts.unmatch, done: texts.unmatched };

/** 'Block Ava?' or 'Unmatch Ava?': what it does, Cancel, and the action. */
export function SeparateMemberDialog({ action, memberId, memberName, onClose, onDone }: SeparateMemberDialogProps) {
  const titleId = useId();
  const [block, blocking] = useBlockMemberMutation();
  const [unmatch, unmatching] = useUnmatchMemberMutation();
  const busy = blocking.isLoading || unmatching.isLoading;
  const words = wording(action);

  const confirm = async () => {
    try {
      await (action === 'block' ? block(memberId) : unmatch(memberId)).unwrap();
      toast.success(words.done(memberName));
      onClose();
      onDone?.();
    } catch (error) {
      toast.error((error as { message: string }).message);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{words.title(memberName)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{words.body(memberName)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>
          {words.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
