import { screen, within } from '@testing-library/react';
import { renderApp } from '@test/render-with-providers';

const plan = (name: string) => screen.getByRole('article', { name });

describe('pricing page (SPEC §9)', () => {
  it('lists Basic, Premium and Elite with their prices and contents', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });

    const basic = plan('Basic');
    expect(within(basic).getByText('$9.99')).toBeInTheDocument();
    for (const item of ['100 profile views/day', '30 messages/day', '5 photos', 'Basic filters', 'No ai matchmaking', 'No read receipts', 'No profile boost']) {
      expect(within(basic).getByText(item)).toBeInTheDocument();
    }
    const premium = plan('Premium');
    expect(within(premium).getByText('$19.99')).toBeInTheDocument();
    for (const item of ['Unlimited profile views', 'Unlimited messages', '10 photos', 'All filters', 'Read receipts', 'Monthly profile boost', 'See who liked you', 'Basic AI matchmaking']) {
      expect(within(premium).getByText(item)).toBeInTheDocument();
    }
    const elite = plan('Elite');
    expect(within(elite).getByText('$39.99')).toBeInTheDocument();
    for (const item of ['Everything in Premium', 'Unlimited AI', 'Priority support', 'Verification badge', 'Weekly profile boost', 'Profile analytics', 'Exclusive events', 'Video chat', 'Personality assessment']) {
      expect(within(elite).getByText(item)).toBeInTheDocument();
    }
    expect(screen.getByText('Every plan starts with a 7-day free trial. Cancel anytime.')).toBeInTheDocument();
  });

  it('sends a visitor who picks a plan to /login', async () => {
    const { user } = renderApp('/pricing', { session: 'signedOut' });
    await user.click(await screen.findByRole('link', { name: 'Start free trial with Premium' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends a member who picks a plan to their settings', async () => {
    renderApp('/pricing', { session: 'signedIn' });
    expect(await screen.findByRole('link', { name: 'Start free trial with Elite' })).toHaveAttribute('href', '/settings');
  });
});
