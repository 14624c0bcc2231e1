import CallEndIcon from '@mui/icons-material/CallEnd';
import VideocamIcon from '@mui/icons-material/Videocam';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { callTexts } from '@/entities/call';

interface IncomingCallDialogProps {
  partnerName: string;
  onAccept: () => void;
  onDecline: () => void;
}

/** The ring, on any page: her camera stays off until she accepts. */
export function IncomingCallDialog({ partnerName, onAccept, onDecline }: IncomingCallDialogProps) {
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} onClose={onDecline}>
      <DialogTitle id={titleId}>{callTexts.incomingTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{callTexts.incoming(partnerName)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" startIcon={<CallEndIcon />} onClick={onDecline}>
          {callTexts.decline}
        </Button>
        <Button variant="contained" color="success" startIcon={<VideocamIcon />} onClick={onAccept}>
          {callTexts.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
