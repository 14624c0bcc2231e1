import { useCallback, useRef, useState } from 'react';
import { useLazyIsStepUpNeededQuery } from '../api/auth-factor-api';
import { StepUpDialog } from './StepUpDialog';

/**
 * A code before an account action (changing the password, deleting the account, exporting data,
 * removing a factor) when the member has a verified factor and her session is still aal1; the
 * database refuses those at aal1 then (docs/security.md). `requireCode()` resolves true when the
 * action may go on, false when she cancelled; render `stepUpDialog` once beside the action.
 */
export function useStepUp() {
  const [checkStepUp] = useLazyIsStepUpNeededQuery();
  const [open, setOpen] = useState(false);
  const settle = useRef<(verified: boolean) => void>(undefined);

  const requireCode = useCallback(async () => {
    // When the level cannot be read, the action goes on: the server checks it again and refuses.
    const needed = await checkStepUp(undefined, false)
      .unwrap()
      .catch(() => false);
    if (!needed) return true;
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, [checkStepUp]);

  const onDone = (verified: boolean) => {
    setOpen(false);
    settle.current?.(verified);
    settle.current = undefined;
  };

  return { requireCode, stepUpDialog: <StepUpDialog open={open} onDone={onDone} /> };
}
