import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { rest } from '@mocks/api';
import { mockMember, myPlanRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { deferred } from '@test/deferred';
import { renderAppWithAddress } from '@test/render-app-with-address';
import { signInAs } from '@test/sign-in-as';
import { browserLocation } from '@/shared/lib';

const FAILED = 'Failed to process subscription. Please try again.';
const PAYMENT_PAGE = 'https://checkout.example/pay/cs_test_1';

/** A member on /pricing (or a return address), her plan as get_my_plan answers it. */
async function openPricing(plan = myPlanRow(), route = '/pricing') {
  const member = mockMember({ first_name: 'Ava' });
  server.use(rest.rpc('get_my_plan', [plan]));
  await signInAs(member);
  const rendered = renderAppWithAddress(route, { liveSession: true });
  await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });
  return rendered;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('pricing page for a member', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows her own header, and offers every paid plan as an upgrade to a Free member', async () => {
    await openPricing();
    for (const name of ['Basic', 'Premium', 'Elite']) {
      expect(await screen.findByRole('button', { name: `Upgrade Plan to ${name}` })).toBeEnabled();
    }
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Start free trial/ })).not.toBeInTheDocument();
  });

  it('marks her current plan, and words the others by price: Upgrade Plan above it, Change Plan below', async () => {
    await openPricing(myPlanRow({ tier: 'premium' }));
    const premium = await screen.findByRole('article', { name: 'Premium', current: true });
    expect(within(premium).getByText('Current plan', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(within(card('Basic')).getByRole('button', { name: 'Change Plan to Basic' })).toBeEnabled();
    expect(within(card('Elite')).getByRole('button', { name: 'Upgrade Plan to Elite' })).toBeEnabled();
    expect(screen.getByRole('article', { name: 'Basic', current: false })).toBeInTheDocument();
  });

  it('opens checkout for the chosen plan and goes to the payment page, busy meanwhile', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const answer = deferred();
    const bodies: unknown[] = [];
    server.use(
      rest.fn('checkout', async (body) => {
        bodies.push(body);
        await answer.promise;
        return HttpResponse.json({ url: PAYMENT_PAGE });
      }),
    );
    const { user } = await openPricing(myPlanRow({ tier: 'basic' }));
    await user.click(await screen.findByRole('button', { name: 'Upgrade Plan to Elite' }));
    const elite = within(card('Elite')).getByRole('button', { name: /Upgrade Plan/ });
    expect(elite).toBeDisabled();
    expect(elite).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Upgrade Plan to Premium' })).toBeDisabled();
    answer.resolve();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_PAGE));
    expect(bodies).toEqual([{ tier: 'elite' }]);
  });

  it('says so when checkout cannot start, and lets her choose again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(rest.fn('checkout', () => HttpResponse.json({ error: FAILED, code: 'provider_failed' }, { status: 502 })));
    const { user } = await openPricing();
    await user.click(await screen.findByRole('button', { name: 'Upgrade Plan to Premium' }));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upgrade Plan to Premium' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Upgrade Plan to Elite' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says once that the payment did not go through when she comes back without paying, and forgets the address', async () => {
    await openPricing(myPlanRow(), '/pricing?checkout=cancelled');
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/pricing$/));
    expect(screen.getAllByText(FAILED)).toHaveLength(1);
  });

  it('says payments are not set up where the server has no provider, and offers no plan to buy', async () => {
    server.use(rest.fnGet('checkout/status', () => HttpResponse.json({ available: false })));
    await openPricing(myPlanRow({ tier: 'basic' }));
    expect(await screen.findByText('Payments are not set up yet, so plans cannot be bought for now.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upgrade Plan to Elite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade Plan to Premium' })).toBeDisabled();
  });

  it('says nothing of payments where they are set up', async () => {
    await openPricing();
    expect(await screen.findByRole('button', { name: 'Upgrade Plan to Elite' })).toBeEnabled();
    expect(screen.queryByText(/Payments are not set up/)).not.toBeInTheDocument();
  });
});
