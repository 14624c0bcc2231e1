import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_PARAM, checkoutTexts } from '../config/texts';

const CANCELLED_TOAST_ID = 'checkout-cancelled';

/**
 * Back from the payment page without paying (`/pricing?checkout=cancelled`, a declined card
 * included): the SPEC's failure toast, once, and the parameter leaves the address (history replaced).
 */
export function useCancelledCheckoutNotice(): void {
  const [params, setParams] = useSearchParams();
  const cancelled = params.get(CHECKOUT_PARAM) === 'cancelled';

  useEffect(() => {
    if (!cancelled) return;
    // By id: run twice (development), it is still one toast.
    toast.error(checkoutTexts.failed, { id: CANCELLED_TOAST_ID });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [cancelled, setParams]);
}
