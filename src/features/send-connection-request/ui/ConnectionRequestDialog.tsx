import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { PlanLimitAlert } from '@/entities/plan';
import { isPlanLimitError } from '@/shared/api';
import { INTEREST_MESSAGE_MAX_LENGTH } from '@/shared/config';
import { useSendConnectionRequestMutation } from '../api/connection-request-api';
import { connectionRequestTexts } from '../config/texts';
import { RequestCountsNote } from './RequestCountsNote';
import { OptionalMessageField } from '@/shared/ui';

interface ConnectionRequestDialogProps {
  me: string;
  receiverId: string;
  receiverName: string;
  onClose: () => void;
}

/**
 * The connection-request dialog: an optional message (trimmed, at most 500 characters), where the
 * request counts (one of today's interests), and Send.
 */
export function ConnectionRequestDialog({ me, receiverId, receiverName, onClose }: ConnectionRequestDialogProps) {
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [send, { isLoading }] = useSendConnectionRequestMutation();
  // The day's interests used up: said in the dialog, with the way on (a toast would sit outside its focus).
  const [planLimit, setPlanLimit] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await send({ me, receiverId, message }).unwrap();
      toast.success(connectionRequestTexts.sent);
      onClose();
    } catch (error) {
      // Kept open on failure, with what was typed, to try again; a duplicate has nothing left to send.
      const words = (error as { message?: string }).message ?? connectionRequestTexts.failed;
      if (isPlanLimitError(error)) setPlanLimit(words);
      else toast.error(words);
      if ((error as { code?: string }).code === '23505') onClose();
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{connectionRequestTexts.connectWith(receiverName)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{connectionRequestTexts.intro(receiverName)}</DialogContentText>
          <OptionalMessageField value={message} onChange={setMessage} maxLength={INTEREST_MESSAGE_MAX_LENGTH} />
          <RequestCountsNote me={me} />
          {planLimit && <PlanLimitAlert message={planLimit} onUpgrade={onClose} onClose={() => setPlanLimit(null)} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{connectionRequestTexts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {connectionRequestTexts.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
