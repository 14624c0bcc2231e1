import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { rest } from '@mocks/api';
import { mockMember, relationshipRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { applyMessageReceived } from '@/entities/message';
import { conversationRealtime } from '@test/conversation-realtime';
import { injectApi } from '@test/inject-api';
import { renderWithProviders } from '@test/render-with-providers';
import { signInAs } from '@test/sign-in-as';
import { MessageThread } from './MessageThread';

type Row = { id: string; sender_id: string; receiver_id: string; content: string; created_at: string; read_at: string | null };

let rows: Row[];
let sends: { message_id: string; body: string }[];
let markReads: string[];
let failSends: boolean;

function backend(me: string, partner: { id: string; first_name: string; username?: string }, status: 'matched' | 'none' = 'matched') {
  const { id: member_id, ...named } = partner;
  server.use(
    rest.rpc('get_relationship', [relationshipRow({ member_id, status, ...named, show_online_status: status === 'matched' })]),
    http.post(restUrl('/rpc/get_messages'), () => HttpResponse.json([...rows].reverse())),
    http.post(restUrl('/rpc/send_message'), async ({ request }) => {
      const body = (await request.json()) as { message_id: string; receiver: string; body: string };
      sends.push({ message_id: body.message_id, body: body.body });
      // An answer with an error status (a dropped connection would be retried once by the client first).
      if (failSends) return HttpResponse.json({ message: 'boom', code: 'XX000' }, { status: 500 });
      const row = { id: body.message_id, sender_id: me, receiver_id: body.receiver, content: body.body, created_at: new Date().toISOString(), read_at: null };
      if (!rows.some(({ id }) => id === row.id)) rows.push(row);
      return HttpResponse.json(rows.find(({ id }) => id === row.id));
    }),
    http.post(restUrl('/rpc/mark_conversation_read'), async ({ request }) => {
      markReads.push(((await request.json()) as { partner: string }).partner);
      return HttpResponse.json(1);
    }),
  );
}

async function openThread() {
  const ava = mockMember({ username: 'ava', first_name: 'Ava', show_online_status: true });
  const noah = { id: crypto.randomUUID(), first_name: 'Noah', username: 'noah_b' };
  backend(ava.id, noah);
  await signInAs(ava);
  const rendered = renderWithProviders(<MessageThread partnerId={noah.id} />, { liveSession: true });
  return { ...rendered, ava, noah, topic: `conversation:${[ava.id, noah.id].sort().join(':')}` };
}

beforeAll(() => injectApi());

beforeEach(() => {
  conversationRealtime.install();
  rows = [];
  sends = [];
  markReads = [];
  failSends = false;
});

describe('MessageThread', () => {
  it('shows the messages oldest first under a day separator, marks them read on open, and says who is typing', async () => {
    const today = new Date().toISOString();
    const { ava, noah, topic } = await openThread();
    rows.push({ id: 'm1', sender_id: noah.id, receiver_id: ava.id, content: 'Hi Ava', created_at: today, read_at: null });
    await screen.findByRole('textbox', { name: 'Message' });
    const list = await screen.findByRole('list', { name: 'Messages with Noah' });
    expect(within(list).getByText('Today')).toBeInTheDocument();
    expect(within(list).getByText('Hi Ava')).toBeInTheDocument();
    await waitFor(() => expect(markReads).toEqual([noah.id]));
    await waitFor(() => expect(conversationRealtime.joined(topic)).toHaveLength(1));
    act(() => conversationRealtime.partnerTypes(topic, noah.id));
    expect(await screen.findByText('Noah is typing…')).toBeInTheDocument();
  });

  it('says Read under her message when the database sent its read time, Sent when it sent none (read receipts by plan)', async () => {
    const { ava, noah } = await openThread();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    // get_messages gives a sent message's read time only on a plan with read receipts (docs/plans.md):
    // the thread shows what it got and compares no plan.
    rows.push(
      { id: 'm1', sender_id: ava.id, receiver_id: noah.id, content: 'Read on Premium', created_at: minutesAgo(3), read_at: minutesAgo(2) },
      { id: 'm2', sender_id: ava.id, receiver_id: noah.id, content: 'No time sent', created_at: minutesAgo(1), read_at: null },
    );
    const list = await screen.findByRole('list', { name: 'Messages with Noah' });
    const item = async (text: string) => within((await within(list).findByText(text)).closest('li')!);
    expect((await item('Read on Premium')).getByText('Read')).toBeInTheDocument();
    expect((await item('No time sent')).getByText('Sent')).toBeInTheDocument();
    expect((await item('No time sent')).queryByText('Read')).not.toBeInTheDocument();
  });

  it('names the partner in a heading, with their @username beside it as the conversation list shows it', async () => {
    await openThread();
    const conversation = await screen.findByRole('region', { name: 'Conversation with Noah' });
    // The heading's name stays the first name alone: pages and e2e find the thread by it.
    expect(within(conversation).getByRole('heading', { level: 2, name: 'Noah' })).toBeInTheDocument();
    expect(await within(conversation).findByText('@noah_b')).toBeInTheDocument();
  });

  it('shows a sent message at once, and on failure keeps it with Retry (same id) and Discard', async () => {
    failSends = true;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openThread();
    const field = await screen.findByRole('textbox', { name: 'Message' });
    field.focus();
    await user.paste('See you at 8');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('See you at 8')).toBeInTheDocument();
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();

    failSends = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(screen.queryByText('Failed to send message')).not.toBeInTheDocument();
    expect(sends).toHaveLength(2);
    expect(sends[1]).toEqual(sends[0]);
    expect(screen.getAllByText('See you at 8')).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('discards a failed message, and shows a message once when its stored copy arrives', async () => {
    failSends = true;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, store, ava, noah } = await openThread();
    const field = await screen.findByRole('textbox', { name: 'Message' });
    field.focus();
    await user.paste('First');
    await user.keyboard('{Enter}');
    await screen.findByText('Failed to send message');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    field.focus();
    await user.paste('Second');
    await user.keyboard('{Enter}');
    await screen.findByText('Failed to send message');
    // The request was stored after all (its answer was lost) and the thread's cache gets the row, as
    // the realtime stream or a refetch puts it there: the stored copy is the one shown, once.
    const id = sends[1].message_id;
    const stored = { id, senderId: ava.id, receiverId: noah.id, content: 'Second', createdAt: new Date().toISOString(), readAt: null };
    // The thunk is typed for the API slice's state, which the app's store holds once injected.
    act(() => void (store.dispatch as (thunk: unknown) => unknown)(applyMessageReceived(ava.id, stored)));
    await waitFor(() => expect(screen.queryByText('Failed to send message')).not.toBeInTheDocument());
    expect(screen.getAllByText('Second')).toHaveLength(1);
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(store.getState().outbox.bySender).toEqual({});
    jest.restoreAllMocks();
  });

  it('gives a member who is not matched no composer, and says why', async () => {
    const ava = mockMember({ username: 'ava', first_name: 'Ava' });
    const zoe = { id: crypto.randomUUID(), first_name: 'Zoe' };
    backend(ava.id, zoe, 'none');
    await signInAs(ava);
    renderWithProviders(<MessageThread partnerId={zoe.id} />, { liveSession: true });
    expect(await screen.findByText(/Only matches can message/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
