import { configureStore } from '@reduxjs/toolkit';
import { signUpMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { baseApi } from '@/shared/api';
import { checkoutApi } from './checkout-api';

const makeStore = () =>
  configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

describe('the checkout function, called as the SPA calls it', () => {
  it("refuses to cancel a Free member's subscription with the SPEC message, keeping the function's code", async () => {
    const member = await signUpMember();
    await signInAs(member);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { error } = await makeStore().dispatch(checkoutApi.endpoints.cancelSubscription.initiate());
    expect(error).toEqual({ message: 'Failed to process subscription. Please try again.', code: 'no_subscription', status: 409 });
    jest.restoreAllMocks();
  });

  it('refuses to confirm a payment session that does not exist', async () => {
    const member = await signUpMember();
    await signInAs(member);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { error } = await makeStore().dispatch(checkoutApi.endpoints.confirmCheckout.initiate({ sessionId: 'cs_test_unknown' }));
    expect(error).toEqual({ message: 'Failed to process subscription. Please try again.', code: 'not_paid', status: 409 });
    jest.restoreAllMocks();
  });

  it('asks whether payments are set up: the local server plays Stripe', async () => {
    const { data } = await makeStore().dispatch(checkoutApi.endpoints.getPaymentsAvailable.initiate());
    expect(data).toBe(true);
  });
});
