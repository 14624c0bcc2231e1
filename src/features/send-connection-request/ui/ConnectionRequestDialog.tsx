import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { INTEREST_MESSAGE_MAX_LENGTH } from '@/shared/config';
import { useSendConnectionRequestMutation } from '../api/connection-request-api';
import { connectionRequestTexts } from '../config/texts';
import { OptionalMessageField } from '@/shared/ui';

interface ConnectionRequestDialogProps {
  me: string;
  receiverId: string;
  receiverName: string;
  onClose: () => void;
}

/** The connection-request dialog: an optional message (trimmed, at most 500 characters) and Send. */
export function ConnectionRequestDialog({ me, receiverId, receiverName, onClose }: ConnectionRequestDialogProps) {
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [send, { isLoading }] = useSendConnectionRequestMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await send({ me, receiverId, message }).unwrap();
      toast.success(connectionRequestTexts.sent);
      onClose();
    } catch (error) {
      // Kept open on failure, with what was typed, to try again; a duplicate has nothing left to send.
      toast.error((error as { message?: string }).message ?? connectionRequestTexts.failed);
      if ((error as { code?: string }).code === '23505') onClose();
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Connect with {receiverName}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Send {receiverName} a request to connect, with a few words if you like.</DialogContentText>
          <OptionalMessageField value={message} onChange={setMessage} maxLength={INTEREST_MESSAGE_MAX_LENGTH} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Send Request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
