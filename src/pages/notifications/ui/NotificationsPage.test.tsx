import { screen, waitFor, within } from '@testing-library/react';
import { rest } from '@mocks/api';
import { eventReminderRow, mockMember, notificationRow, type NotificationRow } from '@mocks/fixtures';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// What the database wrote, and when, is its own (server/db/rls/notifications.test.ts); here the
// bell, the page, and what they send.
const noah = { id: crypto.randomUUID(), first_name: 'Noah' };
const sofia = { id: crypto.randomUUID(), first_name: 'Sofia' };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Ava's notifications as the server holds them: two new today, one read long ago, one view. */
function serveNotifications() {
  let rows: NotificationRow[] = [
    notificationRow({ kind: 'message', actor_id: noah.id, first_name: noah.first_name }),
    notificationRow({ kind: 'like', actor_id: sofia.id, first_name: sofia.first_name, created_at: daysAgo(0.001) }),
    notificationRow({ kind: 'match', actor_id: noah.id, first_name: noah.first_name, created_at: daysAgo(9), read_at: daysAgo(8) }),
    notificationRow({ kind: 'profile_view', actor_id: sofia.id, first_name: sofia.first_name, created_at: daysAgo(10), read_at: daysAgo(9) }),
  ];
  server.use(
    rest.rpc('get_notifications', () => rows),
    rest.rpc('get_unread_notification_count', () => rows.filter((row) => !row.read_at).length),
    rest.rpc('mark_notifications_read', () => {
      const marked = rows.filter((row) => !row.read_at).length;
      rows = rows.map((row) => ({ ...row, read_at: row.read_at ?? new Date().toISOString() }));
      return marked;
    }),
  );
  return { add: (row: NotificationRow) => (rows = [row, ...rows]) };
}

const bell = () => screen.getByRole('link', { name: /^Notifications/ });

describe('notifications', () => {
  it('the bell counts the unread ones, live as the database writes a new one', async () => {
    const { add } = serveNotifications();
    const ava = mockMember({ first_name: 'Ava' });
    await renderAppAs(ava, '/settings');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(bell()).toHaveAttribute('href', '/notifications');
    await waitFor(() => expect(mockRealtime.bindings('notifications').map(({ event, filter }) => [event, filter])).toEqual([
      ['INSERT', `member_id=eq.${ava.id}`],
      ['UPDATE', `member_id=eq.${ava.id}`],
    ]));
    const row = notificationRow({ kind: 'like', actor_id: crypto.randomUUID(), first_name: 'Elena' });
    add(row);
    mockRealtime.insert('notifications', { id: row.id, member_id: ava.id, kind: 'like', actor_id: row.actor_id, created_at: row.created_at, read_at: null });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
  });

  it('the page lists them by day, each leading to its thread or profile; seeing them marks them read', async () => {
    serveNotifications();
    const marks = recordBodies('post', restUrl('/rpc/mark_notifications_read'));
    await renderAppAs(mockMember({ first_name: 'Ava' }), '/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const today = within(await screen.findByRole('region', { name: 'Today' }));
    expect(today.getByRole('link', { name: /Noah sent you a message/ })).toHaveAttribute('href', `/messages/${noah.id}`);
    expect(today.getByRole('link', { name: /Sofia likes you/ })).toHaveAttribute('href', `/profile/${sofia.id}`);
    expect(today.getAllByText(/^New · /)).toHaveLength(2);
    const earlier = within(screen.getByRole('region', { name: 'Earlier' }));
    expect(earlier.getByRole('link', { name: /You and Noah are a match/ })).toHaveAttribute('href', `/messages/${noah.id}`);
    expect(earlier.queryByText(/^New · /)).not.toBeInTheDocument();
    await waitFor(() => expect(marks).toEqual([{}]));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    // Still marked New while the page is open.
    expect(screen.getAllByText(/^New · /)).toHaveLength(2);
  });

  it('an event she is going to is a line of its own, leading to the event', async () => {
    const { add } = serveNotifications();
    const event = crypto.randomUUID();
    add(eventReminderRow(event, 'Salsa night'));
    await renderAppAs(mockMember({ first_name: 'Ava' }), '/notifications');
    const today = within(await screen.findByRole('region', { name: 'Today' }));
    expect(today.getByRole('link', { name: /Reminder: you're going to Salsa night/ })).toHaveAttribute('href', `/events/${event}`);
  });

  it('"Who viewed you" lists the profile views alone', async () => {
    serveNotifications();
    const { user } = await renderAppAs(mockMember({ first_name: 'Ava' }), '/notifications');
    await screen.findByRole('region', { name: 'Today' });
    await user.click(screen.getByRole('tab', { name: 'Who viewed you' }));
    expect(screen.getByRole('link', { name: /Sofia viewed your profile/ })).toHaveAttribute('href', `/profile/${sofia.id}`);
    expect(screen.queryByText(/sent you a message/)).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet, and the avatar menu leads here', async () => {
    server.use(rest.rpc('get_discovery_feed', []));
    const { user } = await renderAppAs(mockMember({ first_name: 'Ava' }), '/home');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Notifications' }));
    expect(await screen.findByText('Nothing yet. Likes, matches, requests and messages will show here.')).toBeInTheDocument();
  });
});
