import { useState } from 'react';
import toast from 'react-hot-toast';
import { browserLocation } from '@/shared/lib';
import { useStartCheckoutMutation, type PaidTier } from '../api/checkout-api';
import { checkoutTexts } from '../config/texts';

/**
 * Buying a plan: the function opens a payment session and the page leaves for it. `busyTier` is the
 * plan being bought, from the click until the page has gone (or the call failed, with the SPEC toast).
 */
export function useStartCheckout() {
  const [startCheckout] = useStartCheckoutMutation();
  const [busyTier, setBusyTier] = useState<PaidTier | null>(null);

  async function choose(tier: PaidTier) {
    setBusyTier(tier);
    try {
      const { url } = await startCheckout({ tier }).unwrap();
      if (!url) throw new Error('checkout answered without a payment page');
      // Still busy: the browser is on its way to the payment page.
      browserLocation.assign(url);
    } catch (error) {
      if (error instanceof Error) console.error('Start checkout failed', error);
      toast.error(checkoutTexts.failed);
      setBusyTier(null);
    }
  }

  return { choose, busyTier };
}
