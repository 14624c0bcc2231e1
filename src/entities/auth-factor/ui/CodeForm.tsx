import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { ApiError } from '@/shared/api';
import { TOAST_DURATION_MS } from '@/shared/config';
import { InputField } from '@/shared/ui';
import { useGetAuthFactorsQuery, useVerifyFactorCodeMutation } from '../api/auth-factor-api';
import { useRedeemRecoveryCodeMutation } from '../api/recovery-codes-api';
import { authFactorTexts as t } from '../config/texts';

interface CodeFormProps {
  onVerified: () => void;
  /** Beside the submit button: Cancel in a dialog. */
  secondaryAction?: ReactNode;
  /** The factor to verify: a new app being confirmed. By default her first verified app, and recovery codes are offered. */
  factorId?: string;
  submitLabel?: string;
}

const SIX_DIGITS = /^\d{6}$/;

/**
 * The second step's form: the 6-digit code of the member's authenticator app, or one of her
 * recovery codes ('Use a recovery code instead'). GoTrue's refusal shows as an alert, in plain words.
 */
export function CodeForm({ onVerified, secondaryAction, factorId, submitLabel }: CodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  // Fresh: an app added on another device since the list was read is the one to ask for.
  const { data: factors } = useGetAuthFactorsQuery(undefined, { skip: factorId !== undefined, refetchOnMountOrArgChange: true });
  const factor = factorId ? { id: factorId } : factors?.find((candidate) => candidate.verified && candidate.type === 'totp');
  const [verify, verifying] = useVerifyFactorCodeMutation();
  const [redeem, redeeming] = useRedeemRecoveryCodeMutation();
  const [error, setError] = useState<string>();
  const busy = verifying.isLoading || redeeming.isLoading;
  const typed = code.trim();
  const ready = recovery ? typed !== '' : SIX_DIGITS.test(typed) && factor !== undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setError(undefined);
    try {
      if (recovery) {
        const left = await redeem(typed).unwrap();
        // Said once, where she spent it: a last code is worth replacing soon.
        toast.success(t.recoveryCodesLeft(left), { duration: TOAST_DURATION_MS.blank });
      } else await verify({ factorId: factor!.id, code: typed }).unwrap();
      onVerified();
    } catch (failure) {
      setError((failure as ApiError).message);
      setCode('');
    }
  };
  const switchMode = () => {
    setRecovery((current) => !current);
    setCode('');
    setError(undefined);
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
      {error && <Alert severity="error">{error}</Alert>}
      <InputField
        key={recovery ? 'recovery' : 'totp'}
        label={recovery ? t.recoveryCodeLabel : t.codeLabel}
        helperText={recovery ? t.recoveryCodeHint : t.codeHint}
        name={recovery ? 'recovery-code' : 'code'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoFocus
        required
        fullWidth
        value={code}
        onChange={(event) => setCode(recovery ? event.target.value : event.target.value.replace(/\D/g, '').slice(0, 6))}
        inputProps={recovery ? { spellCheck: false, autoCapitalize: 'none' } : { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {secondaryAction}
        <Button type="submit" variant="contained" disabled={!ready || busy}>
          {busy ? t.verifying : (submitLabel ?? t.verify)}
        </Button>
      </Stack>
      {!factorId && (
        <Link component="button" type="button" variant="body2" onClick={switchMode} sx={{ alignSelf: 'flex-start' }}>
          {recovery ? t.useAppCode : t.useRecoveryCode}
        </Link>
      )}
    </Stack>
  );
}
