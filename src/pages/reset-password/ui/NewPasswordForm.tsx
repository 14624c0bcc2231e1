import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useStepUp } from '@/entities/auth-factor';
import { useSetNewPasswordMutation } from '@/entities/session';
import { emailLinkTexts as t, routes } from '@/shared/config';
import { validateNewPassword, type NewPasswordErrors, type NewPasswordValues } from '@/shared/lib';
import { AuthCard, InputField } from '@/shared/ui';

// Labels read as the form draws, in the reader's language of the moment.
const fields = () =>
  [
    { name: 'password', label: t.newPassword },
    { name: 'confirm', label: t.confirmNewPassword },
  ] as const;

/**
 * The new password, twice, once the link has signed her in (a recovery session may set a password
 * without the old one): a refused password can be corrected, the link being spent already.
 */
export function NewPasswordForm() {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [setNewPassword, saving] = useSetNewPasswordMutation();
  const navigate = useNavigate();
  const { requireCode, stepUpDialog } = useStepUp();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The link proves the mailbox; with an authenticator app on the account, her code proves the rest.
    if (!(await requireCode())) return;
    try {
      await setNewPassword(values.password).unwrap();
      toast.success(t.passwordReset);
      navigate(routes.home, { replace: true });
    } catch (error) {
      setErrors({ password: (error as { message: string }).message });
    }
  };

  return (
    <AuthCard title={t.resetTitle} subtitle={t.resetIntro}>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={t.resetTitle}>
        {fields().map(({ name, label }) => (
          <InputField
            key={name}
            label={label}
            type="password"
            name={name}
            autoComplete="new-password"
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
        <Button type="submit" variant="contained" size="large" disabled={saving.isLoading}>
          {saving.isLoading ? t.savingPassword : t.savePassword}
        </Button>
      </Stack>
      {stepUpDialog}
    </AuthCard>
  );
}
