import { useCallback, useRef, useState } from 'react';
import { useLazyGetAssuranceLevelQuery } from '../api/auth-factor-api';
import { StepUpDialog } from './StepUpDialog';

/** Where asking for aal2 ended: reached (already, or by her code), cancelled, or no factor of hers can raise it. */
export type StepUpOutcome = 'aal2' | 'cancelled' | 'aal1';

/**
 * A code before an account action (changing the password, deleting the account, exporting data,
 * removing a factor) when the member has a verified factor and her session is still aal1; the
 * database refuses those at aal1 then (docs/security.md). `requireCode()` resolves true when the
 * action may go on, false when she cancelled; `reachAal2()` also says when the session stays aal1
 * because she has no factor (a passkey then confirms instead). Render `stepUpDialog` once beside the action.
 */
export function useStepUp() {
  const [readLevel] = useLazyGetAssuranceLevelQuery();
  const [open, setOpen] = useState(false);
  const settle = useRef<(verified: boolean) => void>(undefined);

  const reachAal2 = useCallback(async (): Promise<StepUpOutcome> => {
    // When the level cannot be read, the action goes on as at aal1: the server checks it again and refuses.
    const level = await readLevel(undefined, false)
      .unwrap()
      .catch(() => null);
    if (level?.current === 'aal2') return 'aal2';
    if (level?.next !== 'aal2') return 'aal1';
    setOpen(true);
    return new Promise<StepUpOutcome>((resolve) => {
      settle.current = (verified) => resolve(verified ? 'aal2' : 'cancelled');
    });
  }, [readLevel]);

  const requireCode = useCallback(async () => (await reachAal2()) !== 'cancelled', [reachAal2]);

  const onDone = (verified: boolean) => {
    setOpen(false);
    settle.current?.(verified);
    settle.current = undefined;
  };

  return { reachAal2, requireCode, stepUpDialog: <StepUpDialog open={open} onDone={onDone} /> };
}
