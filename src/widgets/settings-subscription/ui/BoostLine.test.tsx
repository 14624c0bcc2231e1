import { screen } from '@testing-library/react';
import { rest } from '@mocks/api';
import { myBoostRow, myPlanRow, type MyBoostRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { injectApi } from '@test/inject-api';
import { renderWithProviders, TEST_USER } from '@test/render-with-providers';
import { formatDate } from '@/shared/lib';
import { BoostLine } from './BoostLine';

const serve = (tier: string, boost: MyBoostRow) => {
  server.use(rest.rpc('get_my_plan', () => [myPlanRow({ tier })]), rest.rpc('get_my_boost', () => [boost]));
  renderWithProviders(<BoostLine me={TEST_USER.id} />, { session: 'signedIn' });
};

// Rendered alone: the page would have injected the API cache first.
beforeAll(() => injectApi());

describe('Settings → Subscription, Boosts', () => {
  it('says one boost is left', async () => {
    serve('premium', myBoostRow({ boosts_left: 1 }));
    expect(await screen.findByText('1 boost left')).toBeInTheDocument();
  });

  it('with none left, gives the next one’s date', async () => {
    const next = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    serve('elite', myBoostRow({ next_boost_at: next }));
    expect(await screen.findByText(`0 boosts left · Next boost on ${formatDate(next)}`)).toBeInTheDocument();
  });

  it('says a plan without boost_every has none', async () => {
    serve('free', myBoostRow());
    expect(await screen.findByText('Your plan has no boosts.')).toBeInTheDocument();
  });
});
