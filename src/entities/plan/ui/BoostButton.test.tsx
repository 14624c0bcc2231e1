import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { myBoostRow, myPlanRow, type MyBoostRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { injectApi } from '@test/inject-api';
import { renderWithProviders, TEST_USER } from '@test/render-with-providers';
import { formatDate } from '@/shared/lib';
import { BoostButton } from './BoostButton';

const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Her plan and boosts as the server holds them; start_boost answers `started` unless a test says. */
function serve(tier: string, boost: MyBoostRow, started?: MyBoostRow) {
  server.use(
    rest.rpc('get_my_plan', () => [myPlanRow({ tier })]),
    rest.rpc('get_my_boost', () => [boost]),
    ...(started ? [rest.rpc('start_boost', () => [started])] : []),
  );
  return renderWithProviders(<BoostButton me={TEST_USER.id} />, { session: 'signedIn' });
}

// Rendered alone: the page would have injected the API cache first.
beforeAll(() => injectApi());

describe('BoostButton', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts her boost and counts down while it runs', async () => {
    serve('premium', myBoostRow({ boosts_left: 1 }), myBoostRow({ active_until: at(30 * MINUTE) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Boost' }));
    expect(await screen.findByText(/^Boosted · (30:00|29:5\d) left$/)).toBeInTheDocument();
    expect(await screen.findByText('Boosted for 30 minutes: you show first to members you fit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Boost' })).not.toBeInTheDocument();
  });

  it('shows a running boost’s time left on arrival', async () => {
    serve('elite', myBoostRow({ active_until: at(24 * MINUTE + 13_500) }));
    expect(await screen.findByText(/^Boosted · 24:1[34] left$/)).toBeInTheDocument();
  });

  it('with none left, is disabled and says when the next one comes', async () => {
    const next = at(5 * 24 * 60 * MINUTE);
    serve('elite', myBoostRow({ next_boost_at: next }));
    expect(await screen.findByText(`Next boost on ${formatDate(next)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Boost' })).toBeDisabled();
  });

  it('is locked with Upgrade Plan on a plan without boosts (the catalogue’s boost_every)', async () => {
    serve('basic', myBoostRow());
    expect(await screen.findByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Boost' })).toBeDisabled();
  });

  it('says the database’s refusal as it is', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serve('premium', myBoostRow({ boosts_left: 1 }));
    server.use(http.post(restUrl('/rpc/start_boost'), () => problem(429, 'PT429', 'Your next boost is on December 5, 2026.', null, 'boost_used')));
    await userEvent.click(await screen.findByRole('button', { name: 'Boost' }));
    expect(await screen.findByText('Your next boost is on December 5, 2026.')).toBeInTheDocument();
  });
});
