import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { mockMember, myPlanRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import type { AnalyticsRow } from '../lib/map-analytics';

// What is counted, and for whom, is the database's (server/db/rls/analytics.test.ts); here the page:
// the charts, the table's numbers, and the lock for plans without analytics.
const DAY_MS = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** 30 quiet days, with a busy one three days ago (a boost that day) and today. */
function analyticsRows(): AnalyticsRow[] {
  return Array.from({ length: 30 }, (_, i) => {
    const ago = 29 - i;
    const row: AnalyticsRow = { day: dayAgo(ago), profile_views: 0, likes_received: 0, matches: 0, messages_received: 0, conversations: 0, replied: 0, boosts: [] };
    if (ago === 3) return { ...row, profile_views: 17, likes_received: 5, matches: 2, messages_received: 9, conversations: 3, replied: 2, boosts: [`${row.day}T18:00:00Z`] };
    if (ago === 0) return { ...row, profile_views: 4, likes_received: 1, messages_received: 2, conversations: 1 };
    return row;
  });
}

// jsdom lays nothing out: the charts measure their box with getComputedStyle, so give them a width.
beforeEach(() => {
  const computed = window.getComputedStyle.bind(window);
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    return Object.defineProperty(style, 'width', { value: '600px' });
  });
});
afterEach(() => jest.restoreAllMocks());

/** Her plan and her rows as the server holds them; then the bodies the page sends for them. */
const serve = (tier: 'free' | 'premium' | 'elite') => {
  server.use(rest.rpc('get_my_plan', [myPlanRow({ tier })]), rest.rpc('get_my_analytics', analyticsRows()));
  return recordBodies('post', restUrl('/rpc/get_my_analytics'));
};
const openAnalytics = () => renderAppAs(mockMember(), '/analytics');

describe('analytics', () => {
  it('draws the last 30 days as charts, each boost marked, with the numbers in a table beside them', async () => {
    const asked = serve('elite');
    await openAnalytics();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const activity = await screen.findByRole('figure', { name: 'Activity' });
    expect(within(activity).getAllByText('Boost').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('figure', { name: 'Reply rate' })).getAllByText('Boost').length).toBeGreaterThan(0);
    expect(asked).toEqual([{ days: 30 }]);

    const table = screen.getByRole('table', { name: 'Your last 30 days, by day (UTC)' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Day', 'Profile views', 'Likes received', 'Matches', 'Messages received', 'Reply rate', 'Boost']);
    const cells = (name: string) => within(within(table).getByRole('row', { name: new RegExp(`^${name}\\b`) })).getAllByRole('cell').map((cell) => cell.textContent);
    const label = (ago: number) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${dayAgo(ago)}T00:00:00Z`));
    expect(cells(label(3))).toEqual(['17', '5', '2', '9', '67%', '1']);
    expect(cells(label(0))).toEqual(['4', '1', '0', '2', '0%', '']);
    expect(cells(label(10))).toEqual(['0', '0', '0', '0', '–', '']);
    expect(cells('Total')).toEqual(['21', '6', '2', '11', '50%', '1']);
  });

  it("says 'Upgrade Plan' with the plans that include it, and asks nothing, on a plan without analytics", async () => {
    const asked = serve('premium');
    await openAnalytics();
    expect(await screen.findByText('Analytics come with Elite. Upgrade your plan to see them.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the same lock when the database refuses (an Elite plan that ended while the app was open)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serve('elite');
    server.use(
      http.post(restUrl('/rpc/get_my_analytics'), () =>
        problem(402, 'PT402', 'Analytics come with Elite. Upgrade your plan to see them.', null, 'upgrade'),
      ),
    );
    await openAnalytics();
    expect(await screen.findByText('Analytics come with Elite. Upgrade your plan to see them.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
  });

  it('opens from the avatar menu', async () => {
    server.use(rest.rpc('get_discovery_feed', []), rest.rpc('get_my_plan', [myPlanRow({ tier: 'free' })]));
    const { user } = await renderAppAs(mockMember(), '/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Analytics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
  });
});
