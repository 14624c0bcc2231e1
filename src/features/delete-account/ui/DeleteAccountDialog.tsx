import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useStepUp } from '@/entities/auth-factor';
import { DELETE_CONFIRM_WORD } from '@/shared/config';
import { deleteAccountTexts as texts } from '../config/texts';
import { useDeleteAccount } from './use-delete-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Accounts that sign in with a password confirm with it; Google-only accounts need a recent sign-in. */
  requiresPassword: boolean;
}

const WORD = DELETE_CONFIRM_WORD;

/** Type-to-confirm deletion: nothing happens until the member has typed DELETE (and their password). */
export function DeleteAccountDialog({ open, onClose, requiresPassword }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const { deleteAccount, isLoading, error, reset } = useDeleteAccount();
  const { requireCode, stepUpDialog } = useStepUp();
  const ready = typed === WORD && (!requiresPassword || password !== '') && !isLoading;

  const close = () => {
    setTyped('');
    setPassword('');
    reset();
    onClose();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !(await requireCode())) return;
    await deleteAccount(requiresPassword ? { password } : {});
  };

  return (
    <Dialog open={open} onClose={isLoading ? undefined : close} aria-labelledby="delete-account-title" aria-describedby="delete-account-text">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="delete-account-title">{texts.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="delete-account-text">
              {texts.body}
            </DialogContentText>
            {error && <Alert severity="error">{error.message}</Alert>}
            <TextField
              label={texts.typeToConfirm(WORD)}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
            />
            {requiresPassword && (
              <TextField label={texts.password} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            {texts.cancel}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!ready}>
            {isLoading ? texts.deleting : texts.delete}
          </Button>
        </DialogActions>
      </form>
      {stepUpDialog}
    </Dialog>
  );
}
