import Button from '@mui/material/Button';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useStepUp } from '@/entities/auth-factor';
import { passkeyTexts as t, useRemovePasskeyMutation, useSignInWithPasskeyMutation, type Passkey } from '@/entities/passkey';
import { selectSessionUser } from '@/entities/session';
import type { ApiError } from '@/shared/api';
import { useAppSelector } from '@/shared/redux';
import { ConfirmDialog } from '@/shared/ui';

/**
 * Asks, then removes the passkey. The server removes one only from an aal2 session: with an
 * authenticator app her code raises it; without one, she confirms with a passkey (a passkey sign-in
 * of this same account, docs/security.md) and the removal goes on.
 */
export function RemovePasskeyButton({ passkey }: { passkey: Passkey }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removePasskey, { isLoading }] = useRemovePasskeyMutation();
  const [confirmWithPasskey, { isLoading: isConfirming }] = useSignInWithPasskeyMutation();
  const { reachAal2, stepUpDialog } = useStepUp();
  const userId = useAppSelector(selectSessionUser)?.id;
  const busy = isLoading || isConfirming;

  const remove = async () => {
    try {
      await removePasskey(passkey.id).unwrap();
      setOpen(false);
      setConfirming(false);
      toast.success(t.removed);
    } catch (error) {
      // The level changed between asking and removing (it ran out elsewhere): confirm with a passkey.
      const { code, message } = error as ApiError;
      if (code === 'insufficient_aal' && !confirming) setConfirming(true);
      else toast.error(message);
    }
  };
  const onRemove = async () => {
    const level = await reachAal2();
    if (level === 'aal2') await remove();
    else if (level === 'aal1') setConfirming(true);
  };
  const onConfirm = async () => {
    try {
      await confirmWithPasskey({ sameAccountAs: userId }).unwrap();
      await remove();
    } catch (error) {
      toast.error((error as ApiError).message);
    }
  };

  return (
    <>
      <Button color="error" onClick={() => setOpen(true)} aria-label={`${t.remove} ${passkey.name}`}>
        {t.remove}
      </Button>
      <ConfirmDialog
        open={open}
        title={confirming ? t.confirmTitle : t.removeTitle}
        text={confirming ? t.confirmText : t.removeText(passkey.name)}
        busy={busy}
        cancelLabel={t.cancel}
        onClose={() => setOpen(false)}
      >
        {confirming ? (
          <Button variant="contained" onClick={() => void onConfirm()} disabled={busy}>
            {t.confirm}
          </Button>
        ) : (
          <Button color="error" variant="contained" onClick={() => void onRemove()} disabled={busy}>
            {isLoading ? t.removing : t.remove}
          </Button>
        )}
      </ConfirmDialog>
      {stepUpDialog}
    </>
  );
}
