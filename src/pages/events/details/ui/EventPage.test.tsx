import { screen } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { eventRow, mockMember, myPlanRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// Who may RSVP, the capacity and who sees attendees are the database's (server/db/rls/events*.test.ts);
// here the page's states: RSVP, cancel, full, locked, the database's refusals, attendees, the .ics.
const ID = 'e0000000-0000-4000-8000-000000000001';
let member: ReturnType<typeof mockMember>;
beforeEach(() => {
  member = mockMember();
});

const serve = (tier: 'free' | 'elite', event = eventRow()) =>
  server.use(
    rest.rpc('get_my_plan', [myPlanRow({ tier })]),
    rest.rpc('get_event', [event]),
    rest.rpc('get_event_attendees', [
      { id: member.id, first_name: member.profile.first_name, username: member.profile.username, primary_photo_url: null },
      { id: 'm2', first_name: 'Noah', username: 'noah', primary_photo_url: null },
    ]),
  );
const openEvent = () => renderAppAs(member, `/events/${ID}`);

describe('an event page', () => {
  it('takes a seat: the seats left and who goes follow, and she can give it back', async () => {
    serve('elite');
    server.use(rest.rpc('rsvp_event', [eventRow({ attending: true, seats_left: 3 })]));
    const rsvps = recordBodies('post', restUrl('/rpc/rsvp_event'));
    const { user } = await openEvent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rooftop singles mixer' })).toBeInTheDocument();
    expect(screen.getByText('4 seats left · 3 miles away')).toBeInTheDocument();
    expect(screen.getByText('Who is going is shown to the members going.')).toBeInTheDocument();

    server.use(rest.rpc('get_event', [eventRow({ attending: true, seats_left: 3 })]));
    await user.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(await screen.findByText('You are going.')).toBeInTheDocument();
    expect(rsvps).toEqual([{ event_id: ID }]);
    expect(screen.getByText('3 seats left · 3 miles away')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Who is going' })).toBeInTheDocument();
    // The heading comes with the event; who goes arrives after it.
    expect(await screen.findByText('You')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noah' })).toHaveAttribute('href', '/profile/m2');

    server.use(rest.rpc('cancel_rsvp', [eventRow()]), rest.rpc('get_event', [eventRow()]));
    await user.click(screen.getByRole('button', { name: 'Cancel RSVP' }));
    expect(await screen.findByRole('button', { name: 'RSVP' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Who is going' })).not.toBeInTheDocument();
  });

  it('says Full when no seat is left, and shows the refusal when the last seat went meanwhile', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serve('elite', eventRow({ seats_left: 0 }));
    const { unmount } = await openEvent();
    expect(await screen.findByRole('button', { name: 'Full' })).toBeDisabled();
    unmount();

    serve('elite', eventRow({ seats_left: 1 }));
    server.use(http.post(restUrl('/rpc/rsvp_event'), () => problem(409, 'PT409', 'This event is full.')));
    const { user } = await openEvent();
    const rsvpButton = await screen.findByRole('button', { name: 'RSVP' });
    server.use(rest.rpc('get_event', [eventRow({ seats_left: 0 })]));
    await user.click(rsvpButton);
    expect(await screen.findByText('This event is full.')).toBeInTheDocument();
    // The page asks again and shows the event as it now is.
    expect(await screen.findByRole('button', { name: 'Full' })).toBeDisabled();
  });

  it('locks the RSVP on a plan without events, naming the plans, and asks nothing', async () => {
    serve('free');
    const rsvps = recordBodies('post', restUrl('/rpc/rsvp_event'));
    await openEvent();
    expect(await screen.findByText('Events come with Elite. Upgrade your plan to go.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'RSVP' })).not.toBeInTheDocument();
    expect(rsvps).toEqual([]);
  });

  it('shows the lock when the database refuses (a plan that ended while the page was open)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serve('elite');
    server.use(
      http.post(restUrl('/rpc/rsvp_event'), () => problem(402, 'PT402', 'Events come with Elite. Upgrade your plan to go.', null, 'upgrade')),
    );
    const { user } = await openEvent();
    await user.click(await screen.findByRole('button', { name: 'RSVP' }));
    expect(await screen.findByText('Events come with Elite. Upgrade your plan to go.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
  });

  it('says when the event is over or unknown', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serve('elite');
    server.use(http.post(restUrl('/rpc/get_event'), () => problem(404, 'PT404', 'Event not found')));
    await openEvent();
    expect(await screen.findByText('This event is over or does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/events');
  });

  it('hands her the event as an .ics file', async () => {
    serve('elite');
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:event';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openEvent();
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalled();
    expect(files[0].type).toBe('text/calendar');
    const text = await files[0].text();
    expect(text).toContain('SUMMARY:Rooftop singles mixer');
    expect(text).toContain(`UID:${ID}@ascend`);
  });
});
