import Button from '@mui/material/Button';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useRemoveAuthFactorMutation, useStepUp, type AuthFactor } from '@/entities/auth-factor';
import type { ApiError } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui';
import { securityTexts as t } from '../config/texts';

/** Asks, then (a code first at aal1: GoTrue removes a verified factor only at aal2) removes the app. */
export function RemoveFactorButton({ factor }: { factor: AuthFactor }) {
  const [open, setOpen] = useState(false);
  const [removeFactor, { isLoading }] = useRemoveAuthFactorMutation();
  const { requireCode, stepUpDialog } = useStepUp();
  const onRemove = async () => {
    if (factor.verified && !(await requireCode())) return;
    try {
      await removeFactor(factor.id).unwrap();
      setOpen(false);
      toast.success(t.removed);
    } catch (error) {
      toast.error((error as ApiError).message);
    }
  };
  const name = factor.name || t.appTitle;
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)} aria-label={t.removeApp(name)}>
        {t.remove}
      </Button>
      <ConfirmDialog open={open} title={t.removeTitle} text={t.removeText(name)} busy={isLoading} cancelLabel={t.cancel} onClose={() => setOpen(false)}>
        <Button color="error" variant="contained" onClick={() => void onRemove()} disabled={isLoading}>
          {isLoading ? t.removing : t.remove}
        </Button>
      </ConfirmDialog>
      {stepUpDialog}
    </>
  );
}
