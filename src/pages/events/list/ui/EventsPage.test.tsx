import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { offline, rest } from '@mocks/api';
import { eventRow, mockMember, myPlanRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { renderAppAs } from '@test/sign-in-as';

// Which events, for whom, is the database's (server/db/rls/events.test.ts); here the list's states.
const serve = (tier: 'free' | 'elite', rows = [eventRow(), eventRow({ id: 'e2', title: 'Jazz night', seats_left: 0, distance_miles: null, attending: true })]) =>
  server.use(rest.rpc('get_my_plan', [myPlanRow({ tier })]), rest.rpc('get_events_near_me', rows));
const openEvents = () => renderAppAs(mockMember(), '/events');

describe('the events list', () => {
  it('shows each event with when, where, how far, the seats left and whether she goes, leading to its page', async () => {
    serve('elite');
    await openEvents();
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const mixer = await screen.findByRole('article', { name: 'Rooftop singles mixer' });
    expect(within(mixer).getByText('The Skylark · New York City, NY')).toBeInTheDocument();
    expect(within(mixer).getByText('3 miles away')).toBeInTheDocument();
    expect(within(mixer).getByText('4 seats left')).toBeInTheDocument();
    expect(within(mixer).queryByText('Going')).not.toBeInTheDocument();
    expect(within(mixer).getByRole('link')).toHaveAttribute('href', '/events/e0000000-0000-4000-8000-000000000001');
    const jazz = screen.getByRole('article', { name: 'Jazz night' });
    expect(within(jazz).getByText('Full')).toBeInTheDocument();
    expect(within(jazz).getByText('Going')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });

  it('lets a plan without events browse, naming the plans that include them', async () => {
    serve('free');
    await openEvents();
    expect(await screen.findByRole('article', { name: 'Rooftop singles mixer' })).toBeInTheDocument();
    expect(await screen.findByText('Events come with Elite. Upgrade your plan to go.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });

  it('says when there is nothing near her', async () => {
    serve('elite', []);
    await openEvents();
    expect(await screen.findByText(/No upcoming events near you yet/)).toBeInTheDocument();
  });

  it('offers to try again when the list fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serve('elite');
    server.use(http.post(restUrl('/rpc/get_events_near_me'), offline));
    const { user } = await openEvents();
    expect(await screen.findByText('Failed to load events')).toBeInTheDocument();
    serve('elite');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Rooftop singles mixer' })).toBeInTheDocument();
  });

  it('opens from the avatar menu', async () => {
    serve('elite');
    server.use(rest.rpc('get_discovery_feed', []));
    const { user } = await renderAppAs(mockMember(), '/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Events' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  });
});
