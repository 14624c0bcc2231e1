import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { deleteAccountTexts } from '../config/texts';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Opens the type-to-confirm dialog that deletes the account. */
export function DeleteAccountButton({ requiresPassword }: { requiresPassword: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
        {deleteAccountTexts.open}
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} requiresPassword={requiresPassword} />
    </>
  );
}
