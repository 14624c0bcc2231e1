import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useHasSentConnectionRequestQuery } from '@/entities/connection-request';
import { connectionRequestTexts as texts } from '../config/texts';
import { ConnectionRequestDialog } from './ConnectionRequestDialog';

interface ConnectionRequestButtonProps {
  me: string;
  receiverId: string;
  /** The receiver's first name (or username), for the button's and the dialog's names. */
  receiverName: string;
}

/** 'Connect': opens the connection-request dialog, or says the request was sent already. */
export function ConnectionRequestButton({ me, receiverId, receiverName }: ConnectionRequestButtonProps) {
  const [open, setOpen] = useState(false);
  const { data: sent, isLoading } = useHasSentConnectionRequestQuery({ me, receiverId });
  if (sent) {
    return (
      <Button variant="outlined" startIcon={<PersonAddIcon aria-hidden />} disabled>
        {texts.alreadySent}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PersonAddIcon aria-hidden />}
        disabled={isLoading}
        aria-label={texts.connectWith(receiverName)}
        onClick={() => setOpen(true)}
      >
        {texts.connect}
      </Button>
      {open && <ConnectionRequestDialog me={me} receiverId={receiverId} receiverName={receiverName} onClose={() => setOpen(false)} />}
    </>
  );
}
