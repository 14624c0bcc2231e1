import { addListener, configureStore, createListenerMiddleware, type UnknownAction, type UnsubscribeListener } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { rest } from '@mocks/api';
import { conversationRow, messageRow, mockMember, type MessageRow } from '@mocks/fixtures';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { server } from '@mocks/server';
import { signInAs } from '@test/sign-in-as';
import { baseApi, openMemberStream } from '@/shared/api';
import { conversationsApi } from '../api/conversations-api';
import { threadApi } from '../api/thread-api';
import { unreadApi } from '../api/unread-api';
import { messageStream } from './message-stream';
import { threadMessagesOldestFirst } from './thread';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * Ava, matched with Noah (one message each way, Noah's unread) and with Sofia (more recent, no
 * message), her messages part of the member stream open. `stored` is what the server holds: the
 * thread, the list and the catch-up read it, so a test changes it as the database would.
 */
async function setup() {
  const ava = mockMember({ username: 'ava', first_name: 'Ava' });
  const [noah, sofia] = [crypto.randomUUID(), crypto.randomUUID()];
  const stored: MessageRow[] = [
    messageRow({ sender_id: ava.id, receiver_id: noah, content: 'Hi Noah', created_at: minutesAgo(30) }),
    messageRow({ sender_id: noah, receiver_id: ava.id, content: 'Hi Ava', created_at: minutesAgo(20) }),
  ];
  const unreadToAva = () => stored.filter((row) => row.receiver_id === ava.id && row.read_at === null);
  const newestFirst = () => [...stored].sort((a, b) => b.created_at.localeCompare(a.created_at));
  server.use(
    // The catch-up asks for hers since a time; members select no read_at (docs/plans.md, Read receipts).
    ...rest.select('messages', (params) =>
      stored.filter((row) => row.receiver_id === ava.id && row.created_at > params.get('created_at')!.slice(3)).map(({ read_at: _readAt, ...row }) => row),
    ),
    rest.rpc('get_unread_message_count', () => unreadToAva().length),
    rest.rpc('get_messages', () => newestFirst()),
    rest.rpc('get_conversations', () => {
      const last = newestFirst()[0];
      const rows = [
        conversationRow({ partner_id: sofia, first_name: 'Sofia', activity_at: minutesAgo(5) }),
        conversationRow({
          partner_id: noah, first_name: 'Noah', activity_at: last.created_at, unread_count: unreadToAva().length,
          last_message_id: last.id, last_message_sender_id: last.sender_id, last_message_content: last.content,
          last_message_at: last.created_at, last_message_read_at: last.read_at,
        }),
      ];
      return rows.sort((a, b) => b.activity_at.localeCompare(a.activity_at));
    }),
  );
  await signInAs(ava);
  const actions: UnknownAction[] = [];
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (get) => get().prepend(createListenerMiddleware().middleware).concat(baseApi.middleware),
  });
  store.dispatch(addListener({ predicate: (action) => action.type.startsWith('message/'), effect: (action) => void actions.push(action) }));
  const subscriptions = [
    store.dispatch(unreadApi.endpoints.getUnreadTotal.initiate(ava.id)),
    store.dispatch(conversationsApi.endpoints.getConversations.initiate({ me: ava.id, search: '' })),
    store.dispatch(threadApi.endpoints.getThread.initiate({ me: ava.id, partnerId: noah })),
  ];
  await Promise.all(subscriptions);
  const part = messageStream(ava.id);
  const stops = part.reactions.map((reaction) => store.dispatch(reaction) as unknown as UnsubscribeListener);
  const close = await openMemberStream(ava.id, part.bindings, store.dispatch);
  await waitFor(() => expect(mockRealtime.bindings('read_receipts')).toHaveLength(1));
  const state = {
    unread: () => unreadApi.endpoints.getUnreadTotal.select(ava.id)(store.getState()).data,
    list: () => conversationsApi.endpoints.getConversations.select({ me: ava.id, search: '' })(store.getState()).data?.pages[0].conversations,
    thread: () => threadMessagesOldestFirst(threadApi.endpoints.getThread.select({ me: ava.id, partnerId: noah })(store.getState()).data?.pages),
  };
  /** A message Noah's client stored: in the database, and delivered to the channels listening. */
  const commit = (content: string) => {
    const row = messageRow({ sender_id: noah, receiver_id: ava.id, content });
    stored.push(row);
    mockRealtime.insert('messages', row);
    return row;
  };
  const done = async () => {
    stops.forEach((stop) => stop());
    await close();
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    store.dispatch(baseApi.util.resetApiState());
  };
  return { ava, noah, sofia, stored, store, actions, state, commit, done };
}

describe("the messages part of the member's stream", () => {
  it('binds to the member only: messages to her, read receipts of her own messages', async () => {
    const { ava, done } = await setup();
    expect(mockRealtime.bindings('messages')).toEqual([
      expect.objectContaining({ event: 'INSERT', table: 'messages', filter: `receiver_id=eq.${ava.id}` }),
    ]);
    expect(mockRealtime.bindings('read_receipts')).toEqual([
      expect.objectContaining({ event: 'INSERT', table: 'read_receipts', filter: `sender_id=eq.${ava.id}` }),
    ]);
    await done();
  });

  it('turns an insert into message/received: the open thread, the list (moved up, unread + 1) and the badge follow, no refetch', async () => {
    const { noah, sofia, actions, state, commit, done } = await setup();
    expect(state.unread()).toBe(1);
    expect(state.list()?.map(({ partner }) => partner.id)).toEqual([sofia, noah]);
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));

    const row = commit('Dinner tonight?');

    await waitFor(() => expect(state.unread()).toBe(2));
    expect(actions).toEqual([{ type: 'message/received', payload: expect.objectContaining({ id: row.id, content: 'Dinner tonight?', readAt: null }) }]);
    expect(state.thread().map(({ content }) => content)).toEqual(['Hi Noah', 'Hi Ava', 'Dinner tonight?']);
    expect(state.list()?.map(({ partner }) => partner.id)).toEqual([noah, sofia]);
    expect(state.list()?.[0]).toMatchObject({ unreadCount: 2, activityAt: row.created_at, lastMessage: { id: row.id, content: 'Dinner tonight?' } });
    expect(requests).toEqual([]);
    await done();
  });

  it('keeps one copy of a message delivered twice, and counts it once', async () => {
    const { state, commit, done } = await setup();
    const row = commit('Twice');
    mockRealtime.insert('messages', row);
    await waitFor(() => expect(state.thread().filter(({ id }) => id === row.id)).toHaveLength(1));
    await waitFor(() => expect(state.unread()).toBe(2));
    expect(state.list()?.[0].unreadCount).toBe(2);
    expect(state.thread()).toHaveLength(3);
    await done();
  });

  it('sets readAt when a read receipt of one of her messages arrives (message/read)', async () => {
    const { ava, stored, state, actions, done } = await setup();
    const mine = stored.find((row) => row.sender_id === ava.id)!;
    const readAt = new Date().toISOString();
    // The database sends it only on a plan with read receipts (read-receipts.contract.test.ts).
    mockRealtime.insert('read_receipts', { message_id: mine.id, sender_id: mine.sender_id, receiver_id: mine.receiver_id, read_at: readAt });
    await waitFor(() => expect(state.thread()[0]).toMatchObject({ id: mine.id, readAt }));
    expect(actions).toEqual([{ type: 'message/read', payload: expect.objectContaining({ id: mine.id, readAt }) }]);
    await done();
  });

  it('after a reconnect, fetches what arrived while the channel was down and dispatches each once', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { ava, noah, stored, state, actions, commit, done } = await setup();
    const delivered = commit('Before the drop');
    await waitFor(() => expect(state.unread()).toBe(2));
    mockRealtime.interrupt('messages');
    // Stored while nobody listened: no delivery.
    const missed = messageRow({ sender_id: noah, receiver_id: ava.id, content: 'While you were away' });
    stored.push(missed);

    // realtime-js rejoins after its first back-off (1 s), then the stream catches up.
    await waitFor(() => expect(state.thread().map(({ content }) => content)).toContain('While you were away'));
    expect(actions.filter(({ type }) => type === 'message/received').map(({ payload }) => (payload as { id: string }).id)).toEqual([delivered.id, missed.id]);
    await waitFor(() => expect(state.unread()).toBe(3));
    expect(state.list()?.[0]).toMatchObject({ unreadCount: 3, lastMessage: { id: missed.id } });
    expect(logged).toHaveBeenCalledWith('Realtime member channel: CHANNEL_ERROR', expect.anything());
    logged.mockRestore();
    await done();
  });

  it('after a reconnect, shows the read receipts the channel missed', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { ava, stored, state, done } = await setup();
    const mine = stored.find((row) => row.sender_id === ava.id)!;
    mockRealtime.interrupt('messages');
    // Noah read it while nobody listened: no UPDATE delivered.
    mine.read_at = new Date().toISOString();

    await waitFor(() => expect(state.thread()[0]).toMatchObject({ id: mine.id, readAt: mine.read_at }));
    expect(logged).toHaveBeenCalledWith('Realtime member channel: CHANNEL_ERROR', expect.anything());
    logged.mockRestore();
    await done();
  });
});
