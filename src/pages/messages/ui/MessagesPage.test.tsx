import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { problem, rest } from '@mocks/api';
import { conversationRow, messageRow, mockMember, publicProfileRow, relationshipRow, type MessageRow } from '@mocks/fixtures';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { renderAppAs } from '@test/sign-in-as';

const noah = () => mockMember({ username: 'noah', first_name: 'Noah' });

/** Someone Noah is not matched with: the server's relationship says none, her public row is given. */
function serveStranger(input: Parameters<typeof publicProfileRow>[0] = {}) {
  const stranger = publicProfileRow(input);
  server.use(...rest.select('public_profiles', [stranger]), rest.rpc('get_relationship', [relationshipRow({ member_id: stranger.id })]));
  return stranger;
}

/** Noah, matched with Ava (two messages) and with Sofia (none yet), as the server answers him. */
function serveConversations() {
  const member = noah();
  const ava = { id: crypto.randomUUID(), first_name: 'Ava' };
  const sofia = { id: crypto.randomUUID(), first_name: 'Sofia' };
  const stored: MessageRow[] = [
    messageRow({ sender_id: member.id, receiver_id: ava.id, content: 'Hi Ava', created_at: new Date(Date.now() - 60_000).toISOString() }),
    messageRow({ sender_id: ava.id, receiver_id: member.id, content: 'Hi Noah', created_at: new Date(Date.now() - 120_000).toISOString(), read_at: new Date().toISOString() }),
  ];
  const [last] = stored;
  server.use(
    rest.rpc('get_conversations', [
      conversationRow({
        partner_id: ava.id, first_name: 'Ava', activity_at: last.created_at, last_message_id: last.id, last_message_sender_id: member.id,
        last_message_content: last.content, last_message_at: last.created_at,
      }),
      conversationRow({ partner_id: sofia.id, first_name: 'Sofia', activity_at: '2026-11-02T10:00:00Z' }),
    ]),
    rest.rpc<{ member: string }>('get_relationship', ({ member: id }) => {
      const partner = [ava, sofia].find((match) => match.id === id);
      return partner && [relationshipRow({ member_id: id, status: 'matched', first_name: partner.first_name })];
    }),
    rest.rpc<{ partner: string }>('get_messages', ({ partner }) => stored.filter((row) => [row.sender_id, row.receiver_id].includes(partner))),
    rest.rpc('mark_conversation_read', 0),
  );
  return { noah: member, ava, sofia, stored };
}

/** The viewport as MUI's useMediaQuery sees it: `small` matches the below-md query. */
function setViewport(small: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: small && query.includes('max-width') });
  return () => void (window.matchMedia = original);
}

describe('/messages', () => {
  it("says 'Select a conversation' when none is chosen", async () => {
    await renderAppAs(noah(), '/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
  });

  it('shows the chosen partner: photo, name and a link to the profile, and no made-up message', async () => {
    const sofia = serveStranger({
      username: 'sofia_m', first_name: 'Sofia', photos: ['https://cdn.test/sofia.jpg'],
      photo_rows: [{ id: crypto.randomUUID(), url: 'https://cdn.test/sofia.jpg', is_primary: true, position: 0, created_at: '2026-11-01T10:00:00Z' }],
    });
    await renderAppAs(noah(), `/messages/${sofia.id}`);
    const conversation = await screen.findByRole('region', { name: 'Conversation with Sofia' });
    expect(within(conversation).getByRole('heading', { level: 2, name: 'Sofia' })).toBeInTheDocument();
    expect(within(conversation).getByRole('img', { name: 'Sofia' })).toHaveAttribute('src', 'https://cdn.test/sofia.jpg');
    expect(within(conversation).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/profile/${sofia.id}`);
    expect(screen.queryByText('Select a conversation')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says the profile is not found for a hidden member, and asks nothing for an id that is no UUID', async () => {
    // The view has no row for a member hidden from Noah (server/db/rls/profile-access.test.ts).
    const hidden = { id: crypto.randomUUID() };
    server.use(...rest.select('public_profiles', []), rest.rpc('get_relationship', [relationshipRow({ member_id: hidden.id, username: null })]));
    const viewer = noah();
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => void urls.push(decodeURIComponent(request.url)));
    const { unmount } = await renderAppAs(viewer, `/messages/${hidden.id}`);
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
    unmount();
    await renderAppAs(viewer, '/messages/not-a-uuid');
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
    expect(urls.filter((url) => url.includes('not-a-uuid'))).toEqual([]);
  });

  it("says 'Failed to load profile' when the partner cannot be loaded, and tries again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const sofia = serveStranger({ username: 'sofia_m', first_name: 'Sofia' });
    server.use(http.get(restUrl('/public_profiles'), () => problem(500, 'XX000', 'boom'), { once: true }));
    const { user } = await renderAppAs(noah(), `/messages/${sofia.id}`);
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Conversation with Sofia' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('shows the conversations beside the chosen thread, the open one selected', async () => {
    const { noah: member, ava } = serveConversations();
    await renderAppAs(member, `/messages/${ava.id}`);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const open = await within(list).findByRole('link', { name: /Ava/ });
    expect(open).toHaveAttribute('aria-current', 'page');
    expect(within(open).getByText('You: Hi Ava')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Conversation with Ava' })).toBeInTheDocument();
    expect(screen.queryByText('Select a conversation')).not.toBeInTheDocument();
  });

  it('opens a match with no message yet as a conversation', async () => {
    const { noah: member, sofia } = serveConversations();
    await renderAppAs(member, `/messages/${sofia.id}`);
    expect(await screen.findByRole('region', { name: 'Conversation with Sofia' })).toBeInTheDocument();
    expect(within(await screen.findByRole('link', { name: /Sofia/ })).getByText('No messages yet: say hello')).toBeInTheDocument();
  });

  it('moves a conversation up with its new message and unread count as it arrives, without reloading the list', async () => {
    const { noah: member, sofia } = serveConversations();
    await renderAppAs(member, '/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringContaining('Ava'), expect.stringContaining('Sofia')]));
    await waitFor(() => expect(mockRealtime.bindings('messages')).toHaveLength(1));
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));

    mockRealtime.insert('messages', messageRow({ sender_id: sofia.id, receiver_id: member.id, content: 'Coffee on Sunday?' }));

    const first = await waitFor(() => {
      const [top] = within(list).getAllByRole('link');
      expect(top).toHaveTextContent('Sofia');
      return within(top);
    });
    expect(first.getByText('Coffee on Sunday?')).toBeInTheDocument();
    expect(first.getByText('1 unread')).toBeInTheDocument();
    expect(first.getByText('Just now')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')[1]).toHaveTextContent('Ava');
    expect(screen.getByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  describe('on a small screen', () => {
    let restore: () => void;
    beforeEach(() => (restore = setViewport(true)));
    afterEach(() => restore());

    it('shows the list alone at /messages, and the conversation alone with a way back to the list', async () => {
      const { noah: member } = serveConversations();
      const { user } = await renderAppAs(member, '/messages');
      const link = await screen.findByRole('link', { name: /Ava/ });
      expect(screen.queryByText('Select a conversation')).not.toBeInTheDocument();

      await user.click(link);
      expect(await screen.findByRole('region', { name: 'Conversation with Ava' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
      expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Conversation with Ava' })).not.toBeInTheDocument();
    });
  });

  it('sends a message that failed offline again, with its id, once the browser is back online, from any page', async () => {
    const { noah: member, ava } = serveConversations();
    const sends: { message_id: string; receiver: string; body: string }[] = [];
    let offline = true;
    server.use(
      rest.rpc('get_discovery_feed', []),
      http.post(restUrl('/rpc/send_message'), async ({ request }) => {
        const sent = (await request.json()) as { message_id: string; receiver: string; body: string };
        sends.push(sent);
        return offline ? HttpResponse.error() : HttpResponse.json(messageRow({ id: sent.message_id, sender_id: member.id, receiver_id: sent.receiver, content: sent.body }));
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderAppAs(member, `/messages/${ava.id}`);
    const field = await screen.findByRole('textbox', { name: 'Message' });
    field.focus();
    await user.paste('Back from the tunnel');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Ascend home' }));
    await screen.findByRole('heading', { level: 1, name: /discover/i });
    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(sends).toHaveLength(2));
    expect(sends[1]).toEqual({ message_id: sends[0].message_id, receiver: ava.id, body: 'Back from the tunnel' });
    jest.restoreAllMocks();
  });

  it("keeps a message the plan's daily limit refused with that message and Upgrade Plan, never retried", async () => {
    const { noah: member, ava } = serveConversations();
    const limit = 'You have sent your 20 messages for today. Upgrade your plan to send more.';
    let sends = 0;
    server.use(
      http.post(restUrl('/rpc/send_message'), () => {
        sends += 1;
        // The database's refusal (server/db/rls/plans.test.ts): 402, PT402, hint 'upgrade'.
        return problem(402, 'PT402', limit, null, 'upgrade');
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderAppAs(member, `/messages/${ava.id}`);
    const field = await screen.findByRole('textbox', { name: 'Message' });
    field.focus();
    await user.paste('One more thing');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.queryByText('Failed to send message')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    // Coming back online is no reason to send it again: the limit still holds.
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sends).toBe(1);

    await user.click(screen.getByRole('link', { name: 'Upgrade Plan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('says why a message sent too fast failed, and lets it be retried once the minute is over', async () => {
    const { noah: member, ava } = serveConversations();
    const tooFast = 'You are sending messages too fast. Please wait a minute and try again.';
    let sends = 0;
    server.use(
      http.post(restUrl('/rpc/send_message'), () => {
        sends += 1;
        // The database's refusal (server/db/rls/abuse-limits.test.ts): 429, PT429, with its own words.
        return problem(429, 'PT429', tooFast);
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderAppAs(member, `/messages/${ava.id}`);
    const field = await screen.findByRole('textbox', { name: 'Message' });
    field.focus();
    await user.paste('Hello again');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(tooFast);
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sends).toBe(2));
    jest.restoreAllMocks();
  });

  describe('when a match ends', () => {
    /** The server's answers once Noah and Ava are apart: no relationship, no card, no conversation. */
    function serveSeparated(ava: { id: string }, sofia: { id: string; first_name: string }) {
      server.use(
        rest.rpc('get_conversations', [conversationRow({ partner_id: sofia.id, first_name: sofia.first_name })]),
        rest.rpc<{ member: string }>('get_relationship', ({ member }) =>
          member === ava.id ? [relationshipRow({ member_id: ava.id, username: null, first_name: null })] : undefined,
        ),
      );
    }

    it('closes the open thread and drops the conversation without a reload when Ava blocks Noah (member/separated)', async () => {
      const { noah: member, ava, sofia } = serveConversations();
      await renderAppAs(member, `/messages/${ava.id}`);
      expect(await screen.findByRole('region', { name: 'Conversation with Ava' })).toBeInTheDocument();
      await waitFor(() => expect(mockRealtime.bindings('blocks')).toHaveLength(2));
      expect(mockRealtime.bindings('blocks').map(({ filter }) => filter)).toEqual([`blocker_id=eq.${member.id}`, `blocked_id=eq.${member.id}`]);

      serveSeparated(ava, sofia);
      act(() => mockRealtime.insert('blocks', { blocker_id: ava.id, blocked_id: member.id, created_at: new Date().toISOString() }));

      expect(await screen.findByText('This conversation has ended.')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Conversation with Ava' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Conversations' });
      await waitFor(() => expect(within(list).queryByRole('link', { name: /Ava/ })).not.toBeInTheDocument());
      expect(within(list).getByRole('link', { name: /Sofia/ })).toBeInTheDocument();
    });

    it('unmatches from the thread header after Noah confirms, and goes back to the conversations', async () => {
      const { noah: member, ava, sofia } = serveConversations();
      server.use(rest.rpc('unmatch_member', () => (serveSeparated(ava, sofia), null)));
      const { user } = await renderAppAs(member, `/messages/${ava.id}`);
      const thread = within(await screen.findByRole('region', { name: 'Conversation with Ava' }));
      await user.click(thread.getByRole('button', { name: 'More actions for Ava' }));
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Report', 'Block', 'Unmatch']);
      await user.click(screen.getByRole('menuitem', { name: 'Unmatch' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Unmatch Ava?' }));
      expect(dialog.getByText('Your match with Ava ends and your conversation is hidden for both of you. You will not see each other on Ascend again. This cannot be undone.')).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Unmatch' }));
      expect(await screen.findByText('You unmatched Ava')).toBeInTheDocument();
      expect(await screen.findByText('Select a conversation')).toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Conversations' });
      await waitFor(() => expect(within(list).queryByRole('link', { name: /Ava/ })).not.toBeInTheDocument());
    });
  });
});
