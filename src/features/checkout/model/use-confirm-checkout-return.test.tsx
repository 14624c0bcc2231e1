import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { rest } from '@mocks/api';
import { mockMember, myPlanRow, type MyPlanRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { renderAppWithAddress } from '@test/render-app-with-address';
import { signInAs } from '@test/sign-in-as';

/**
 * Back on Settings from the payment page. Before the confirmation the member's plan reads Free
 * (the provider's webhook is late); the function's confirm stores the subscription.
 */
async function returnFromPayment(confirm: (body: unknown) => Response) {
  let plan: MyPlanRow = myPlanRow();
  const confirmations: unknown[] = [];
  server.use(
    rest.rpc('get_my_plan', () => [plan]),
    rest.fn('checkout', (body) => {
      confirmations.push(body);
      const answer = confirm(body);
      if (answer.ok) plan = myPlanRow({ tier: 'premium' });
      return answer;
    }),
  );
  await signInAs(mockMember({ first_name: 'Ava' }));
  renderAppWithAddress('/settings?checkout=success&session_id=cs_test_42', { liveSession: true });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return { confirmations };
}

const address = () => screen.getByRole('status', { name: 'Address' });

describe('back from a payment', () => {
  afterEach(() => jest.restoreAllMocks());

  it('confirms the session once, says so, shows the new plan and clears the address', async () => {
    const { confirmations } = await returnFromPayment(() => HttpResponse.json({ plan: myPlanRow({ tier: 'premium' }) }));
    expect(await screen.findByText('Subscription updated successfully!')).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: 'Subscription' }));
    expect(await section.findByText('Premium')).toBeInTheDocument();
    expect(confirmations).toEqual([{ action: 'confirm', sessionId: 'cs_test_42' }]);
    // The router applies the new address in a transition.
    await waitFor(() => expect(address()).toHaveTextContent(/^\/settings$/));
  });

  it('says so when the payment is not confirmed, and clears the address all the same', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { confirmations } = await returnFromPayment(() => HttpResponse.json({ error: 'Not paid', code: 'not_paid' }, { status: 409 }));
    expect(await screen.findByText('Failed to process subscription. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/settings$/));
    expect(confirmations).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Subscription' })).getByText('Free')).toBeInTheDocument();
  });
});
