import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb } from '@mocks/db';
import { seedMember } from '@mocks/seed';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { renderWithProviders } from '@test/render-with-providers';
import { injectApi } from '@test/inject-api';
import { recordBodies } from '@test/record-requests';
import { signInAs } from '@test/sign-in-as';
import { ConversationList } from './ConversationList';

const RPC = restUrl('/rpc/get_conversations');
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const match = (a: string, b: string, minutes = 600) => mockDb.interests.create({ sender_id: a, receiver_id: b, status: 'accepted', updated_at: ago(minutes) });

async function renderListAs(me: { id: string; email: string; password: string }, selectedId?: string) {
  await Promise.all([signInAs(me), injectApi()]);
  return renderWithProviders(<ConversationList me={me.id} selectedId={selectedId} />, { session: 'signedIn' });
}

describe('ConversationList', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists conversations newest first: photo or initial, name, last message, time, unread count, the open one selected', async () => {
    const ava = seedMember({ username: 'ava', first_name: 'Ava' }).user;
    const noah = seedMember({ username: 'noah', first_name: 'Noah', photos: ['https://cdn.test/noah.jpg'] }).user;
    const sofia = seedMember({ username: 'sofia', first_name: 'Sofia' }).user;
    const hidden = seedMember({ username: 'hidden', first_name: 'Hidden', visibility: 'nobody' }).user;
    [noah, sofia, hidden].forEach((partner, index) => match(ava.id, partner.id, 3000 + index));
    mockDb.messages.create({ sender_id: noah.id, receiver_id: ava.id, content: 'Hello', created_at: ago(7) });
    mockDb.messages.create({ sender_id: noah.id, receiver_id: ava.id, content: 'Are you there?', created_at: ago(5) });
    mockDb.messages.create({ sender_id: ava.id, receiver_id: sofia.id, content: 'See you Friday', created_at: ago(120), read_at: ago(100) });
    await renderListAs(ava, sofia.id);

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([`/messages/${noah.id}`, `/messages/${sofia.id}`, `/messages/${hidden.id}`]);
    const [first, second, third] = items.map((item) => within(item));
    expect(first.getByRole('img', { name: 'Noah' })).toHaveAttribute('src', 'https://cdn.test/noah.jpg');
    expect(first.getByText('Are you there?')).toBeInTheDocument();
    expect(first.getByText('5 minutes ago')).toBeInTheDocument();
    expect(first.getByText('2 unread')).toBeInTheDocument();
    expect(second.getByText('You: See you Friday')).toBeInTheDocument();
    expect(second.getByText('2 hours ago')).toBeInTheDocument();
    expect(second.queryByText(/unread/)).not.toBeInTheDocument();
    expect(items[1]).toHaveAttribute('aria-current', 'page');
    // Hidden from the member: the conversation stays, under no name of theirs.
    expect(third.getByRole('img', { name: 'Ascend member' })).toHaveTextContent('A');
    expect(third.getByText('Ascend member')).toBeInTheDocument();
    expect(third.getByText('2 days ago')).toBeInTheDocument();
  });

  it('searches on username or first name once typing pauses: one request for what was typed', async () => {
    const ava = seedMember({ username: 'ava' }).user;
    const noah = seedMember({ username: 'noah', first_name: 'Noah' }).user;
    const sofia = seedMember({ username: 'sofia_m', first_name: 'Sofia' }).user;
    [noah, sofia].forEach((partner) => match(partner.id, ava.id));
    const { user } = await renderListAs(ava);
    await screen.findByRole('link', { name: /Noah/ });
    const bodies = recordBodies('post', RPC);

    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'SOF');

    await waitFor(() => expect(screen.queryByRole('link', { name: /Noah/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Sofia/ })).toBeInTheDocument();
    expect(bodies).toEqual([{ page_size: 20, search: 'SOF' }]);
  });

  it("says 'Failed to load conversations' when the list cannot be loaded, and tries again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const ava = seedMember({ username: 'ava' }).user;
    match(seedMember({ username: 'noah', first_name: 'Noah' }).user.id, ava.id);
    server.use(http.post(RPC, () => HttpResponse.json({ code: 'XX000', message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = await renderListAs(ava);
    expect(await screen.findByText('Failed to load conversations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Noah/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load conversations')).not.toBeInTheDocument();
  });

  it('shows skeletons, then the first 20; the next page follows the last cursor', async () => {
    const ava = seedMember({ username: 'ava' }).user;
    for (let i = 0; i < 22; i += 1) match(ava.id, seedMember({ username: `member_${i}` }).user.id, i);
    const bodies = recordBodies('post', RPC);
    const { user } = await renderListAs(ava);
    expect(screen.getByRole('status', { name: 'Loading conversations' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(22));
    expect(bodies).toEqual([{ page_size: 20 }, { page_size: 20, after: expect.any(String) }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a message as the text it is, never as markup', async () => {
    const ava = seedMember({ username: 'ava' }).user;
    const noah = seedMember({ username: 'noah', first_name: 'Noah' }).user;
    match(noah.id, ava.id);
    mockDb.messages.create({ sender_id: noah.id, receiver_id: ava.id, content: '<img src=x onerror="alert(1)">' });
    await renderListAs(ava);
    const item = await screen.findByRole('link', { name: /Noah/ });
    expect(within(item).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(within(item).getAllByRole('img')).toHaveLength(1);
  });

  it('says so when there is no conversation yet', async () => {
    const ava = seedMember({ username: 'ava' }).user;
    await renderListAs(ava);
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  });
});
