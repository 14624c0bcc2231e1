import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { useConfirmCheckoutMutation } from '../api/checkout-api';
import { CHECKOUT_PARAM, checkoutTexts, SESSION_ID_PARAM } from '../config/texts';

const CONFIRM_TOAST_ID = 'checkout-confirm';

/**
 * Back from a payment (`/settings?checkout=success&session_id=…`): asks the function to confirm the
 * session (the provider's webhook may be late), says how it went, and takes the parameters out of
 * the address at once (replacing the history entry), so a reload confirms and toasts nothing again.
 */
export function useConfirmCheckoutReturn(): void {
  const [params, setParams] = useSearchParams();
  const [confirm] = useConfirmCheckoutMutation();
  // The one session this page confirmed: effects run twice in development, a payment is confirmed once.
  const confirmed = useRef<string | null>(null);
  const sessionId = params.get(CHECKOUT_PARAM) === 'success' ? params.get(SESSION_ID_PARAM) : null;

  useEffect(() => {
    if (!sessionId || confirmed.current === sessionId) return;
    confirmed.current = sessionId;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_PARAM);
        next.delete(SESSION_ID_PARAM);
        return next;
      },
      { replace: true },
    );
    confirm({ sessionId })
      .unwrap()
      .then(
        () => toast.success(checkoutTexts.updated, { id: CONFIRM_TOAST_ID }),
        () => toast.error(checkoutTexts.failed, { id: CONFIRM_TOAST_ID }),
      );
  }, [sessionId, setParams, confirm]);
}
