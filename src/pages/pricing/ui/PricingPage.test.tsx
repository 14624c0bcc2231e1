import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { problem, rest } from '@mocks/api';
import { mockMember, planRows } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { deferred } from '@test/deferred';
import { renderApp } from '@test/render-with-providers';

const plan = (name: string) => screen.getByRole('article', { name });

describe('pricing page for a visitor (SPEC §9)', () => {
  it('lists the paid plans of the catalogue with their prices and contents', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });
    const basic = await screen.findByRole('article', { name: 'Basic' });
    expect(within(basic).getByText('$9.99')).toBeInTheDocument();
    expect(within(basic).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '100 profile views/day',
      '30 messages/day',
      '50 interests/day',
      '5 photos',
      'Basic filters',
      // SPEC §9 writes AI in capitals.
      'No AI matchmaking',
      'No read receipts',
      'No profile boost',
    ]);
    const premium = plan('Premium');
    expect(within(premium).getByText('$19.99')).toBeInTheDocument();
    expect(within(premium).getByText('Most popular')).toBeInTheDocument();
    for (const item of ['Unlimited profile views', 'Unlimited messages', '10 photos', 'All filters', 'Read receipts', 'Monthly profile boost', 'See who liked you', 'Basic AI matchmaking']) {
      expect(within(premium).getByText(item)).toBeInTheDocument();
    }
    const elite = plan('Elite');
    expect(within(elite).getByText('$39.99')).toBeInTheDocument();
    for (const item of ['Everything in Premium', 'Unlimited AI', 'Priority support', 'Verification badge', 'Weekly profile boost', 'Profile analytics', 'Exclusive events', 'Video chat', 'Personality assessment']) {
      expect(within(elite).getByText(item)).toBeInTheDocument();
    }
    // Free is every member's plan, not one to buy.
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['plan-basic', 'plan-premium', 'plan-elite']);
    expect(screen.getByText('Every plan starts with a 7-day free trial. Cancel anytime.')).toBeInTheDocument();
  });

  it('shows what the catalogue holds, not a list of its own', async () => {
    const rows = planRows();
    Object.assign(rows[3], { name: 'Elite Gold', monthly_price: '49.5', entitlements: ['analytics'], other_features: ['Concierge'] });
    server.use(...rest.select('plans', rows));
    renderApp('/pricing');
    const elite = await screen.findByRole('article', { name: 'Elite Gold' });
    expect(within(elite).getByText('$49.50')).toBeInTheDocument();
    expect(within(elite).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Everything in Premium', 'Unlimited AI', 'Basic filters', 'Weekly profile boost', 'Profile analytics', 'Concierge', 'No AI matchmaking', 'No read receipts',
    ]);
  });

  it('asks a visitor nothing about payments: she is offered the trial, which needs none', async () => {
    let asked = 0;
    server.use(
      rest.fnGet('checkout/status', () => {
        asked += 1;
        return HttpResponse.json({ available: false });
      }),
    );
    renderApp('/pricing');
    expect(await screen.findByRole('link', { name: 'Start free trial with Premium' })).toBeInTheDocument();
    expect(asked).toBe(0);
    expect(screen.queryByText(/Payments are not set up/)).not.toBeInTheDocument();
  });

  it('shows skeleton cards while the catalogue loads', async () => {
    const answer = deferred();
    server.use(http.get(restUrl('/plans'), () => answer.promise.then(() => undefined)));
    renderApp('/pricing');
    expect(await screen.findByRole('progressbar', { name: 'Loading plans' })).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByRole('article', { name: 'Premium' })).toBeInTheDocument();
  });

  it('offers to try again when the catalogue cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(restUrl('/plans'), () => problem(500, 'XX000', 'boom')));
    const { user } = renderApp('/pricing');
    expect(await screen.findByText('Failed to load plans')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Premium' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('sends a visitor who picks a plan to sign in, and back to the plans afterwards', async () => {
    mockMember({ first_name: 'Ava' }, { email: 'ava.rose@example.com' });
    const { user } = renderApp('/pricing', { liveSession: true });
    await user.click(await screen.findByRole('link', { name: 'Start free trial with Premium' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Email address/));
    await user.paste('ava.rose@example.com');
    await user.click(screen.getByLabelText(/Password/));
    await user.paste('Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
    // Now as a member: her own header, and the plans to upgrade to.
    expect(await screen.findByRole('button', { name: 'Upgrade Plan to Premium' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});
