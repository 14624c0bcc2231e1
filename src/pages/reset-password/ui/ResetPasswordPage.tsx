import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useSetNewPasswordMutation, useVerifyEmailLinkMutation } from '@/entities/session';
import { emailLinkTexts as t, routes } from '@/shared/config';
import { useDocumentTitle, validateNewPassword, type NewPasswordErrors, type NewPasswordValues } from '@/shared/lib';
import { AuthCard, InputField } from '@/shared/ui';

const fields = [
  { name: 'password', label: 'New password' },
  { name: 'confirm', label: 'Confirm new password' },
] as const;

/**
 * Opened from the reset e-mail (`?token_hash=…&type=recovery`). The link is spent only when the
 * member saves (a mail scanner that opens it spends nothing); once spent, a refused password can be
 * corrected without it, since the member is then signed in.
 */
export function ResetPasswordPage() {
  useDocumentTitle(t.resetTitle);
  const [params] = useSearchParams();
  const tokenHash = params.get('type') === 'recovery' ? params.get('token_hash') : null;
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [linkSpent, setLinkSpent] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(!tokenHash);
  const [verifyLink, verifying] = useVerifyEmailLinkMutation();
  const [setNewPassword, saving] = useSetNewPasswordMutation();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !tokenHash) return;
    if (!linkSpent) {
      const verified = await verifyLink({ tokenHash, type: 'recovery' });
      if ('error' in verified) {
        setLinkInvalid(true);
        return;
      }
      setLinkSpent(true);
    }
    try {
      await setNewPassword(values.password).unwrap();
      toast.success(t.passwordReset);
      navigate(routes.home, { replace: true });
    } catch (error) {
      setErrors({ password: (error as { message: string }).message });
    }
  };

  if (linkInvalid) {
    return (
      <AuthCard title={t.resetTitle}>
        <Stack spacing={2.5}>
          <Alert severity="error">{t.resetLinkInvalid}</Alert>
          <Button component={RouterLink} to={routes.forgotPassword} variant="contained">
            {t.askAgain}
          </Button>
          <Link component={RouterLink} to={routes.login} sx={{ alignSelf: 'center' }}>
            {t.backToSignIn}
          </Link>
        </Stack>
      </AuthCard>
    );
  }
  const busy = verifying.isLoading || saving.isLoading;
  return (
    <AuthCard title={t.resetTitle} subtitle={t.resetIntro}>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={t.resetTitle}>
        {fields.map(({ name, label }) => (
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
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t.savingPassword : t.savePassword}
        </Button>
      </Stack>
    </AuthCard>
  );
}
