import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useEnrollTotpMutation, type TotpEnrollment } from '@/entities/auth-factor';
import type { ApiError } from '@/shared/api';
import { securityTexts as t } from '../config/texts';

/** The app's name, then GoTrue's enrollment (an unverified factor, its QR code and key). */
export function NameStep({ onEnrolled, cancel }: { onEnrolled: (enrollment: TotpEnrollment) => void; cancel: ReactNode }) {
  const [name, setName] = useState<string>(t.defaultName);
  const [enroll, { isLoading, error, reset }] = useEnrollTotpMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const enrollment = await enroll(name.trim()).unwrap();
      // The key is shown from the dialog's state; the store keeps no copy of it.
      reset();
      onEnrolled(enrollment);
    } catch {
      // Shown below from `error`.
    }
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void onSubmit(event)} sx={{ pt: 1 }}>
      {error && <Alert severity="error">{(error as ApiError).message}</Alert>}
      <TextField label={t.nameLabel} helperText={t.nameHint} value={name} onChange={(event) => setName(event.target.value)} required autoFocus slotProps={{ htmlInput: { maxLength: 60 } }} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {cancel}
        <Button type="submit" variant="contained" disabled={isLoading || name.trim() === ''}>
          {isLoading ? t.starting : t.continue}
        </Button>
      </Stack>
    </Stack>
  );
}
