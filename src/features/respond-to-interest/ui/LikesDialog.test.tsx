import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb } from '@mocks/db';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { seedMember } from '@mocks/seed';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { deferred } from '@test/deferred';
import { renderAppAs } from '@test/sign-in-as';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Noah with Sofia's and River's likes waiting (River's is newer), and one he already accepted. */
function seedLikes() {
  const { user: noah } = seedMember({ username: 'noah', first_name: 'Noah' });
  const sofia = seedMember({ username: 'sofia_m', first_name: 'Sofia', birth_date: '2000-01-15' }).user;
  const river = seedMember({ username: 'river', first_name: 'River', birth_date: '1996-03-02' }).user;
  const marcus = seedMember({ username: 'marcus', first_name: 'Marcus' }).user;
  mockDb.photos.create({ user_id: sofia.id, url: 'https://cdn.test/sofia.jpg' });
  mockDb.profiles.update({ id: sofia.id }, { photos: ['https://cdn.test/sofia.jpg'] });
  const fromSofia = mockDb.interests.create({ sender_id: sofia.id, receiver_id: noah.id, message: 'Fellow traveller here!', created_at: hoursAgo(5) });
  const fromRiver = mockDb.interests.create({ sender_id: river.id, receiver_id: noah.id, created_at: hoursAgo(1) });
  mockDb.interests.create({ sender_id: marcus.id, receiver_id: noah.id, status: 'accepted' });
  return { noah, sofia, river, fromSofia, fromRiver };
}

async function openLikes() {
  const seeded = seedLikes();
  const rendered = await renderAppAs(seeded.noah, '/messages');
  await rendered.user.click(await screen.findByRole('button', { name: 'Likes, 2 pending' }));
  const dialog = await screen.findByRole('dialog', { name: 'People Interested in You' });
  const list = await within(dialog).findByRole('list', { name: 'People interested in you' });
  return { ...rendered, ...seeded, dialog, list };
}

const names = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent);

describe('People Interested in You', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the pending likes newest first: photo, name, age and message', async () => {
    const { list } = await openLikes();
    expect(names(list)).toEqual([expect.stringMatching(/^River, \d+$/), expect.stringMatching(/^Sofia, \d+$/)]);
    const sofia = within(list).getAllByRole('listitem')[1];
    expect(within(sofia).getByRole('img', { name: 'Sofia' })).toHaveAttribute('src', 'https://cdn.test/sofia.jpg');
    expect(within(sofia).getByText('Fellow traveller here!')).toBeInTheDocument();
    expect(within(sofia).getByRole('link', { name: /^Sofia/ })).toHaveAttribute('href', expect.stringMatching(/^\/profile\//));
  });

  it('shows a message as the text it is, never as markup', async () => {
    const { noah } = seedLikes();
    const eve = seedMember({ username: 'eve', first_name: 'Eve' }).user;
    mockDb.interests.create({ sender_id: eve.id, receiver_id: noah.id, message: '<img src=x onerror="alert(1)"><b>hi</b>' });
    const { user } = await renderAppAs(noah, '/messages');
    await user.click(await screen.findByRole('button', { name: 'Likes, 3 pending' }));
    const list = await screen.findByRole('list', { name: 'People interested in you' });
    const item = within(list).getAllByRole('listitem')[0];
    expect(within(item).getByText('<img src=x onerror="alert(1)"><b>hi</b>')).toBeInTheDocument();
    expect(item.querySelector('b, img[src="x"]')).toBeNull();
  });

  it("accepts: 'Interest accepted!', the like leaves, and the app opens the conversation with that person", async () => {
    const { user, list, sofia, fromSofia } = await openLikes();
    await user.click(within(list).getByRole('button', { name: 'Accept interest from Sofia' }));
    expect(await screen.findByText('Interest accepted!')).toBeInTheDocument();
    const conversation = await screen.findByRole('region', { name: 'Conversation with Sofia' });
    expect(within(conversation).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/profile/${sofia.id}`);
    expect(screen.queryByRole('dialog', { name: 'People Interested in You' })).not.toBeInTheDocument();
    expect(mockDb.interests.findFirst({ id: fromSofia.id })?.status).toBe('accepted');
    expect(screen.getByRole('button', { name: 'Likes, 1 pending' })).toBeInTheDocument();
  });

  it("rejects: the like leaves at once, then 'Interest rejected'; the list stays open", async () => {
    const { user, list, fromRiver } = await openLikes();
    const answer = deferred();
    server.use(http.post(restUrl('/rpc/pass_interest'), () => answer.promise.then(() => undefined), { once: true }));
    await user.click(within(list).getByRole('button', { name: 'Reject interest from River' }));
    await waitFor(() => expect(names(list)).toEqual([expect.stringMatching(/^Sofia/)]));
    answer.resolve();
    expect(await screen.findByText('Interest rejected')).toBeInTheDocument();
    expect(names(list)).toEqual([expect.stringMatching(/^Sofia/)]);
    expect(mockDb.interests.findFirst({ id: fromRiver.id })?.status).toBe('rejected');
    // Behind the open modal, the header is hidden from the accessibility tree.
    expect(screen.getByRole('button', { name: 'Likes, 1 pending', hidden: true })).toBeInTheDocument();
  });

  it.each([
    ['Accept', 'Failed to accept interest', http.patch, '/interests'],
    ['Reject', 'Failed to reject interest', http.post, '/rpc/pass_interest'],
  ])("%s fails: the like leaves, then '%s', and it comes back", async (action, message, method, path) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, list, fromSofia } = await openLikes();
    const answer = deferred();
    server.use(method(restUrl(path), () => answer.promise.then(() => HttpResponse.json({ message: 'boom' }, { status: 500 })), { once: true }));
    await user.click(within(list).getByRole('button', { name: `${action} interest from Sofia` }));
    await waitFor(() => expect(names(list)).toEqual([expect.stringMatching(/^River/)]));
    answer.resolve();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(names(list)).toEqual([expect.stringMatching(/^River/), expect.stringMatching(/^Sofia/)]));
    expect(screen.getByRole('button', { name: 'Likes, 2 pending', hidden: true })).toBeInTheDocument();
    expect(mockDb.interests.findFirst({ id: fromSofia.id })?.status).toBe('pending');
    expect(screen.getByRole('dialog', { name: 'People Interested in You' })).toBeInTheDocument();
  });

  it("says 'Failed to load likes', and loads them on Try again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { noah } = seedLikes();
    const { user } = await renderAppAs(noah, '/messages');
    const button = await screen.findByRole('button', { name: 'Likes, 2 pending' });
    server.use(http.get(restUrl('/interests'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    await user.click(button);
    expect(await screen.findByText('Failed to load likes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'People interested in you' })).toBeInTheDocument();
  });

  it('shows a like that arrives while it is open, at the top', async () => {
    const { list, noah } = await openLikes();
    await waitFor(() => expect(mockRealtime.bindings('interests')).not.toEqual([]));
    const elena = seedMember({ username: 'elena', first_name: 'Elena' }).user;
    mockRealtime.insert('interests', mockDb.interests.create({ sender_id: elena.id, receiver_id: noah.id, message: 'Hi Noah' }));
    await waitFor(() => expect(names(list)[0]).toBe('Elena'));
    expect(within(list).getByText('Hi Noah')).toBeInTheDocument();
  });
});
