import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useStepUp } from '@/entities/auth-factor';
import { passkeyTexts as t, useAddPasskeyMutation } from '@/entities/passkey';
import type { ApiError } from '@/shared/api';

/** A name, then the browser's own prompt to create the passkey (a code first when her session needs one). */
export function AddPasskeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState<string>(t.defaultName);
  const [addPasskey, { isLoading, error, reset }] = useAddPasskeyMutation();
  // Adding a way in needs aal2 once she has an authenticator app, as adding another app does.
  const { requireCode, stepUpDialog } = useStepUp();
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await requireCode())) return;
    try {
      await addPasskey(name.trim()).unwrap();
      toast.success(t.added);
      close();
    } catch {
      // Shown below from `error`.
    }
  };
  return (
    <>
      <Dialog open={open} onClose={isLoading ? undefined : close} aria-labelledby="add-passkey-title" fullWidth maxWidth="xs">
        <DialogTitle id="add-passkey-title">{t.addTitle}</DialogTitle>
        <DialogContent>
          <Stack component="form" spacing={2} noValidate onSubmit={(event) => void onSubmit(event)}>
            <DialogContentText>{t.addText}</DialogContentText>
            {error && <Alert severity="error">{(error as ApiError).message}</Alert>}
            <TextField label={t.nameLabel} value={name} onChange={(event) => setName(event.target.value)} required autoFocus slotProps={{ htmlInput: { maxLength: 100 } }} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={close} disabled={isLoading}>
                {t.cancel}
              </Button>
              <Button type="submit" variant="contained" disabled={isLoading || name.trim() === ''}>
                {isLoading ? t.creating : t.create}
              </Button>
            </Stack>
          </Stack>
        </DialogContent>
      </Dialog>
      {stepUpDialog}
    </>
  );
}
