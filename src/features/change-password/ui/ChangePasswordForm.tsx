import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useStepUp } from '@/entities/auth-factor';
import type { ApiError } from '@/shared/api';
import { settingsTexts } from '@/shared/config';
import { changePasswordTexts as texts } from '../config/texts';
import { useChangePasswordMutation } from '../api/change-password-api';
import { validatePasswordChange, type PasswordChangeErrors, type PasswordChangeValues } from '../lib/validate-password-change';

const empty: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

// Each field's label is its name's text, read as the form draws.
const fields: readonly { name: keyof PasswordChangeValues; autoComplete: string }[] = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
];

/** Current password, new password (the registration rules) and its confirmation. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { requireCode, stepUpDialog } = useStepUp();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // A thief with a stolen aal1 session must not set a password of her own: the code first.
    if (!(await requireCode())) return;
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
      setValues(empty);
      toast.success(settingsTexts.passwordChanged);
    } catch (error) {
      const { message, field } = error as ApiError;
      if (field && field in empty) setErrors({ [field]: message });
      toast.error(message);
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={texts.formLabel} sx={{ maxWidth: 420 }}>
      {fields.map(({ name, autoComplete }) => (
        <TextField
          key={name}
          label={texts[name]}
          type="password"
          name={name}
          autoComplete={autoComplete}
          required
          value={values[name]}
          error={Boolean(errors[name])}
          helperText={errors[name]}
          onChange={(event) => {
            setValues((current) => ({ ...current, [name]: event.target.value }));
            setErrors(({ [name]: _cleared, ...rest }) => rest);
          }}
        />
      ))}
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ alignSelf: 'flex-start' }}>
        {isLoading ? texts.updating : texts.update}
      </Button>
      {stepUpDialog}
    </Stack>
  );
}
