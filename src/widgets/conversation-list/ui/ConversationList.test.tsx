import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { conversationRow, mockMember, type ConversationRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { renderWithProviders } from '@test/render-with-providers';
import { injectApi } from '@test/inject-api';
import { recordBodies } from '@test/record-requests';
import { signInAs } from '@test/sign-in-as';
import { ConversationList } from './ConversationList';

const RPC = restUrl('/rpc/get_conversations');
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** get_conversations' answer (ordering and search are the database's: server/db/rls/get-conversations.test.ts). */
const serveConversations = (rows: ConversationRow[] | ((args: { search?: string; after?: string }) => ConversationRow[])) =>
  server.use(rest.rpc('get_conversations', rows));
const partner = (first_name: string | null, input: Partial<ConversationRow> = {}) =>
  conversationRow({ partner_id: crypto.randomUUID(), username: first_name?.toLowerCase() ?? null, first_name, ...input });
/** A last message in a conversation row. */
const last = (sender: string, content: string, at: string, read_at: string | null = null) => ({
  last_message_id: crypto.randomUUID(), last_message_sender_id: sender, last_message_content: content, last_message_at: at,
  last_message_read_at: read_at, activity_at: at,
});

async function renderListAs(me: { id: string; email: string; password: string }, selectedId?: string) {
  await Promise.all([signInAs(me), injectApi()]);
  return renderWithProviders(<ConversationList me={me.id} selectedId={selectedId} />, { session: 'signedIn' });
}

describe('ConversationList', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists conversations newest first: photo or initial, name, last message, time, unread count, the open one selected', async () => {
    const ava = mockMember({ username: 'ava', first_name: 'Ava' });
    const noah = partner('Noah', { primary_photo_url: 'https://cdn.test/noah.jpg', unread_count: 2 });
    Object.assign(noah, last(noah.partner_id, 'Are you there?', ago(5)));
    const sofia = partner('Sofia', last(ava.id, 'See you Friday', ago(120), ago(100)));
    // Hidden from the member: no name, no photo, no online status.
    const hidden = partner(null, { username: null, show_online_status: null, activity_at: ago(3002) });
    serveConversations([noah, sofia, hidden]);
    const [noahId, sofiaId, hiddenId] = [noah.partner_id, sofia.partner_id, hidden.partner_id];
    await renderListAs(ava, sofiaId);

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([`/messages/${noahId}`, `/messages/${sofiaId}`, `/messages/${hiddenId}`]);
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
    expect(third.queryByText(/@/)).not.toBeInTheDocument();
    expect(third.getByText('2 days ago')).toBeInTheDocument();
  });

  it('tells partners who share a first name apart by photo and username (public; the last name is not sent)', async () => {
    const ava = mockMember({ username: 'ava' });
    const simonK = partner('Simon', { username: 'simon_k', primary_photo_url: 'https://cdn.test/simon-k.jpg', activity_at: ago(1) });
    const simonR = partner('Simon', { username: 'simon_r', activity_at: ago(2) });
    // No first name: the username is the name, said once.
    const noFirstName = partner(null, { username: 'quiet_one', activity_at: ago(3) });
    serveConversations([simonK, simonR, noFirstName]);
    await renderListAs(ava);

    const items = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('link');
    const [k, r, quiet] = items.map((item) => within(item));
    expect(k.getByText('Simon')).toBeInTheDocument();
    expect(k.getByText('@simon_k')).toBeInTheDocument();
    expect(k.getByRole('img', { name: 'Simon' })).toHaveAttribute('src', 'https://cdn.test/simon-k.jpg');
    expect(r.getByText('Simon')).toBeInTheDocument();
    expect(r.getByText('@simon_r')).toBeInTheDocument();
    expect(r.getByRole('img', { name: 'Simon' })).toHaveTextContent('S');
    expect(quiet.getByText('quiet_one')).toBeInTheDocument();
    expect(quiet.queryByText(/@/)).not.toBeInTheDocument();
    expect(items[0]).toHaveAccessibleName(expect.stringContaining('@simon_k'));
  });

  it('searches on username or first name once typing pauses: one request for what was typed', async () => {
    const ava = mockMember({ username: 'ava' });
    const sofia = partner('Sofia', { username: 'sofia_m' });
    serveConversations(({ search }) => (search ? [sofia] : [partner('Noah'), sofia]));
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
    const ava = mockMember({ username: 'ava' });
    serveConversations([partner('Noah')]);
    server.use(http.post(RPC, () => problem(500, 'XX000', 'boom'), { once: true }));
    const { user } = await renderListAs(ava);
    expect(await screen.findByText('Failed to load conversations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Noah/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load conversations')).not.toBeInTheDocument();
  });

  it('shows skeletons, then the first 20; the next page follows the last cursor', async () => {
    const ava = mockMember({ username: 'ava' });
    const rows = Array.from({ length: 22 }, (_, i) => partner(null, { username: `member_${i}`, activity_at: ago(i) }));
    serveConversations(({ after }) => (after ? rows.slice(20) : rows.slice(0, 20)));
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
    const ava = mockMember({ username: 'ava' });
    const noah = partner('Noah');
    serveConversations([{ ...noah, ...last(noah.partner_id, '<img src=x onerror="alert(1)">', ago(1)) }]);
    await renderListAs(ava);
    const item = await screen.findByRole('link', { name: /Noah/ });
    expect(within(item).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(within(item).getAllByRole('img')).toHaveLength(1);
  });

  it('says so when there is no conversation yet', async () => {
    const ava = mockMember({ username: 'ava' });
    await renderListAs(ava);
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  });
});
