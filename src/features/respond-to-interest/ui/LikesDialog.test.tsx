import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { interestRow, mockMember, myPlanRow, publicProfileRow, receivedLikeRow, relationshipRow, type PublicProfileRow } from '@mocks/fixtures';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { deferred } from '@test/deferred';
import { renderAppAs } from '@test/sign-in-as';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/**
 * Noah with Sofia's and River's likes waiting, River's newer: the list and the badge count as the
 * server answers them, pending only and newest first (received-interests-api.integration.test.ts).
 * `like` and `answered` change what the server holds. Noah is on Premium, which shows who liked him,
 * unless `tier` says otherwise.
 */
function seedLikes(tier = 'premium') {
  const noah = mockMember({ username: 'noah', first_name: 'Noah' });
  const sofia = publicProfileRow({ id: crypto.randomUUID(), username: 'sofia_m', first_name: 'Sofia', age: 25, photos: ['https://cdn.test/sofia.jpg'] });
  const river = publicProfileRow({ id: crypto.randomUUID(), username: 'river', first_name: 'River', age: 29 });
  const fromSofia = interestRow({ sender_id: sofia.id, receiver_id: noah.id, message: 'Fellow traveller here!', created_at: hoursAgo(5) });
  const fromRiver = interestRow({ sender_id: river.id, receiver_id: noah.id, created_at: hoursAgo(1) });
  const likes = [receivedLikeRow(fromRiver, river), receivedLikeRow(fromSofia, sofia)];
  const listed: string[] = [];
  server.use(
    rest.rpc('get_my_plan', [myPlanRow({ tier })]),
    rest.rpc('count_received_interests', () => likes.length),
    rest.rpc('get_received_interests', () => (listed.push(tier), likes)),
  );
  /** A new like from `sender`, now held by the server (the list's newest); returns the interests row. */
  const like = (sender: PublicProfileRow, message: string) => {
    const interest = interestRow({ sender_id: sender.id, receiver_id: noah.id, message });
    likes.unshift(receivedLikeRow(interest, sender));
    return interest;
  };
  /** The like is no longer pending. */
  const answered = (id: string) => void likes.splice(likes.findIndex((row) => row.id === id), 1);
  return { noah, sofia, river, fromSofia, fromRiver, like, answered, listed };
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
    const { noah, like } = seedLikes();
    like(publicProfileRow({ id: crypto.randomUUID(), username: 'eve', first_name: 'Eve' }), '<img src=x onerror="alert(1)"><b>hi</b>');
    const { user } = await renderAppAs(noah, '/messages');
    await user.click(await screen.findByRole('button', { name: 'Likes, 3 pending' }));
    const list = await screen.findByRole('list', { name: 'People interested in you' });
    const item = within(list).getAllByRole('listitem')[0];
    expect(within(item).getByText('<img src=x onerror="alert(1)"><b>hi</b>')).toBeInTheDocument();
    expect(item.querySelector('b, img[src="x"]')).toBeNull();
  });

  it("shows 50 at a time: 'Load more' asks for the likes before the last one shown, and adds them", async () => {
    const { noah } = seedLikes();
    const likers = Array.from({ length: 51 }, (_, i) => publicProfileRow({ id: crypto.randomUUID(), username: `liker${i}`, first_name: `Liker${i}` }));
    const rows = likers.map((liker, i) => receivedLikeRow(interestRow({ sender_id: liker.id, receiver_id: noah.id, created_at: hoursAgo(i + 1) }), liker));
    const asked: { before_at?: string; before_id?: string; page_size?: number }[] = [];
    // The database's page (server/db/rls/see-who-liked-you.test.ts): the newest, or those before the cursor.
    server.use(
      rest.rpc('count_received_interests', () => rows.length),
      rest.rpc<{ before_at?: string; before_id?: string; page_size?: number }>('get_received_interests', (args) => {
        asked.push(args);
        const start = args.before_id ? rows.findIndex((row) => row.id === args.before_id) + 1 : 0;
        return rows.slice(start, start + (args.page_size ?? 50));
      }),
    );
    const { user } = await renderAppAs(noah, '/messages');
    await user.click(await screen.findByRole('button', { name: 'Likes, 51 pending' }));
    const list = await screen.findByRole('list', { name: 'People interested in you' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(51));
    expect(names(list).at(-1)).toMatch(/^Liker50/);
    expect(asked).toEqual([{ page_size: 50 }, { before_at: rows[49].created_at, before_id: rows[49].id, page_size: 50 }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("accepts: 'Interest accepted!', the like leaves, \"It's a match!\" shows both, and 'Send a message' opens their conversation", async () => {
    const { user, list, sofia, fromSofia, answered } = await openLikes();
    const answers: Record<string, unknown>[] = [];
    // Accepted, the two are a match: the conversation reads them as one.
    server.use(
      rest.rpc<{ interest_id: string }>('accept_interest', ({ interest_id }) => {
        answers.push({ id: interest_id });
        answered(interest_id);
        return true;
      }),
      rest.rpc('get_relationship', [relationshipRow({ member_id: sofia.id, status: 'matched', username: 'sofia_m', first_name: 'Sofia', age: 25 })]),
      rest.rpc('get_messages', []),
    );
    await user.click(within(list).getByRole('button', { name: 'Accept interest from Sofia' }));
    expect(await screen.findByText('Interest accepted!')).toBeInTheDocument();
    const moment = within(await screen.findByRole('dialog', { name: "It's a match!" }));
    expect(await moment.findByText('You and Sofia like each other.')).toBeInTheDocument();
    expect(moment.getByRole('img', { name: 'Sofia' })).toBeInTheDocument();
    await user.click(moment.getByRole('button', { name: 'Send a message' }));
    expect(screen.queryByRole('dialog', { name: "It's a match!" })).not.toBeInTheDocument();
    const conversation = await screen.findByRole('region', { name: 'Conversation with Sofia' });
    expect(within(conversation).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/profile/${sofia.id}`);
    expect(screen.queryByRole('dialog', { name: 'People Interested in You' })).not.toBeInTheDocument();
    expect(answers).toEqual([{ id: fromSofia.id }]);
    expect(screen.getByRole('button', { name: 'Likes, 1 pending' })).toBeInTheDocument();
  });

  it("rejects: the like leaves at once, then 'Interest rejected'; the list stays open", async () => {
    const { user, list, fromRiver, answered } = await openLikes();
    const passes: string[] = [];
    server.use(rest.rpc<{ interest_id: string }>('pass_interest', ({ interest_id }) => (passes.push(interest_id), answered(interest_id), true)));
    const answer = deferred();
    server.use(http.post(restUrl('/rpc/pass_interest'), () => answer.promise.then(() => undefined), { once: true }));
    await user.click(within(list).getByRole('button', { name: 'Reject interest from River' }));
    await waitFor(() => expect(names(list)).toEqual([expect.stringMatching(/^Sofia/)]));
    answer.resolve();
    expect(await screen.findByText('Interest rejected')).toBeInTheDocument();
    expect(names(list)).toEqual([expect.stringMatching(/^Sofia/)]);
    expect(passes).toEqual([fromRiver.id]);
    // Behind the open modal, the header is hidden from the accessibility tree.
    expect(screen.getByRole('button', { name: 'Likes, 1 pending', hidden: true })).toBeInTheDocument();
  });

  it.each([
    ['Accept', 'Failed to accept interest', http.post, '/rpc/accept_interest'],
    ['Reject', 'Failed to reject interest', http.post, '/rpc/pass_interest'],
  ])("%s fails: the like leaves, then '%s', and it comes back", async (action, message, method, path) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, list } = await openLikes();
    const answer = deferred();
    server.use(method(restUrl(path), () => answer.promise.then(() => problem(500, 'XX000', 'boom')), { once: true }));
    await user.click(within(list).getByRole('button', { name: `${action} interest from Sofia` }));
    await waitFor(() => expect(names(list)).toEqual([expect.stringMatching(/^River/)]));
    answer.resolve();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(names(list)).toEqual([expect.stringMatching(/^River/), expect.stringMatching(/^Sofia/)]));
    expect(screen.getByRole('button', { name: 'Likes, 2 pending', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'People Interested in You' })).toBeInTheDocument();
  });

  it("says 'Failed to load likes', and loads them on Try again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { noah } = seedLikes();
    const { user } = await renderAppAs(noah, '/messages');
    const button = await screen.findByRole('button', { name: 'Likes, 2 pending' });
    server.use(http.post(restUrl('/rpc/get_received_interests'), () => problem(500, 'XX000', 'boom'), { once: true }));
    await user.click(button);
    expect(await screen.findByText('Failed to load likes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'People interested in you' })).toBeInTheDocument();
  });

  it('shows a like that arrives while it is open, at the top', async () => {
    const { list, like } = await openLikes();
    await waitFor(() => expect(mockRealtime.bindings('interests')).not.toEqual([]));
    mockRealtime.insert('interests', like(publicProfileRow({ id: crypto.randomUUID(), username: 'elena', first_name: 'Elena' }), 'Hi Noah'));
    await waitFor(() => expect(names(list)[0]).toBe('Elena'));
    expect(within(list).getByText('Hi Noah')).toBeInTheDocument();
  });
});

describe('People Interested in You on a plan that does not show who liked you', () => {
  it("shows how many, blurred, with no name, and 'Upgrade Plan' to /pricing", async () => {
    const { noah, listed } = seedLikes('free');
    const { user } = await renderAppAs(noah, '/messages');
    await user.click(await screen.findByRole('button', { name: 'Likes, 2 pending' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'People Interested in You' }));
    expect(await dialog.findByRole('heading', { name: '2 people like you' })).toBeInTheDocument();
    expect(dialog.getAllByTestId('blurred-likes')[0].children).toHaveLength(2);
    expect(dialog.getByText(/See who they are with Premium and Elite\./)).toBeInTheDocument();
    expect(dialog.queryByRole('list', { name: 'People interested in you' })).not.toBeInTheDocument();
    expect(dialog.queryByText(/Sofia|River/)).not.toBeInTheDocument();
    expect(dialog.queryByRole('img')).not.toBeInTheDocument();
    expect(listed).toEqual([]);
    await user.click(dialog.getByRole('link', { name: 'Upgrade Plan' }));
    expect(screen.queryByRole('dialog', { name: 'People Interested in You' })).not.toBeInTheDocument();
  });

  it('shows what her plan gives when the database refuses the list (her plan ended meanwhile)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { noah } = seedLikes();
    server.use(http.post(restUrl('/rpc/get_received_interests'), () => problem(402, 'PT402', 'Seeing who likes you comes with Premium and Elite.', null, 'upgrade')));
    const { user } = await renderAppAs(noah, '/messages');
    await user.click(await screen.findByRole('button', { name: 'Likes, 2 pending' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'People Interested in You' }));
    expect(await dialog.findByRole('heading', { name: '2 people like you' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });
});
