import { addListener, configureStore, createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { mockDb } from '@mocks/db';
import { commitMessage, readMessages } from '@mocks/realtime/message-feed';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { seedMember } from '@mocks/seed';
import { signInAs } from '@test/sign-in-as';
import { baseApi } from '@/shared/api';
import { conversationsApi } from '../api/conversations-api';
import { threadApi } from '../api/thread-api';
import { unreadApi } from '../api/unread-api';
import { threadMessagesOldestFirst } from './thread';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Ava, matched with Noah (one message each way, one unread) and with Sofia (more recent, no message). */
async function setup() {
  const ava = seedMember({ username: 'ava', first_name: 'Ava' }).user;
  const noah = seedMember({ username: 'noah', first_name: 'Noah' }).user;
  const sofia = seedMember({ username: 'sofia', first_name: 'Sofia' }).user;
  mockDb.interests.create({ sender_id: noah.id, receiver_id: ava.id, status: 'accepted', updated_at: minutesAgo(60) });
  mockDb.interests.create({ sender_id: ava.id, receiver_id: sofia.id, status: 'accepted', updated_at: minutesAgo(5) });
  mockDb.messages.create({ sender_id: ava.id, receiver_id: noah.id, content: 'Hi Noah', created_at: minutesAgo(30) });
  mockDb.messages.create({ sender_id: noah.id, receiver_id: ava.id, content: 'Hi Ava', created_at: minutesAgo(20) });
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
    store.dispatch(threadApi.endpoints.getThread.initiate({ me: ava.id, partnerId: noah.id })),
  ];
  await Promise.all(subscriptions);
  // One channel, two bindings: new messages to Ava, and her own messages read.
  await waitFor(() => expect(mockRealtime.bindings('messages')).toHaveLength(2));
  const state = {
    unread: () => unreadApi.endpoints.getUnreadTotal.select(ava.id)(store.getState()).data,
    list: () => conversationsApi.endpoints.getConversations.select({ me: ava.id, search: '' })(store.getState()).data?.pages[0].conversations,
    thread: () => threadMessagesOldestFirst(threadApi.endpoints.getThread.select({ me: ava.id, partnerId: noah.id })(store.getState()).data?.pages),
  };
  const done = () => {
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    store.dispatch(baseApi.util.resetApiState());
  };
  return { ava, noah, sofia, store, actions, state, done };
}

describe("the member's messages channel", () => {
  it('subscribes one channel filtered to the member: inserts to her, updates of her own messages', async () => {
    const { ava, done } = await setup();
    expect(mockRealtime.bindings('messages')).toEqual([
      expect.objectContaining({ event: 'INSERT', table: 'messages', filter: `receiver_id=eq.${ava.id}` }),
      expect.objectContaining({ event: 'UPDATE', table: 'messages', filter: `sender_id=eq.${ava.id}` }),
    ]);
    done();
  });

  it('turns an insert into message/received: the open thread, the list (moved up, unread + 1) and the badge follow, no refetch', async () => {
    const { ava, noah, sofia, actions, state, done } = await setup();
    expect(state.unread()).toBe(1);
    expect(state.list()?.map(({ partner }) => partner.id)).toEqual([sofia.id, noah.id]);
    const requests: string[] = [];
    const { server } = await import('@mocks/server');
    server.events.on('request:start', ({ request }) => void requests.push(request.url));

    const row = commitMessage({ sender_id: noah.id, receiver_id: ava.id, content: 'Dinner tonight?' });

    await waitFor(() => expect(state.unread()).toBe(2));
    expect(actions).toEqual([{ type: 'message/received', payload: expect.objectContaining({ id: row.id, content: 'Dinner tonight?', readAt: null }) }]);
    expect(state.thread().map(({ content }) => content)).toEqual(['Hi Noah', 'Hi Ava', 'Dinner tonight?']);
    expect(state.list()?.map(({ partner }) => partner.id)).toEqual([noah.id, sofia.id]);
    expect(state.list()?.[0]).toMatchObject({ unreadCount: 2, activityAt: row.created_at, lastMessage: { id: row.id, content: 'Dinner tonight?' } });
    expect(requests).toEqual([]);
    done();
  });

  it('keeps one copy of a message delivered twice, and counts it once', async () => {
    const { ava, noah, state, done } = await setup();
    const row = commitMessage({ sender_id: noah.id, receiver_id: ava.id, content: 'Twice' });
    mockRealtime.insert('messages', row);
    await waitFor(() => expect(state.thread().filter(({ id }) => id === row.id)).toHaveLength(1));
    await waitFor(() => expect(state.unread()).toBe(2));
    expect(state.list()?.[0].unreadCount).toBe(2);
    expect(state.thread()).toHaveLength(3);
    done();
  });

  it('sets readAt when the partner reads one of her messages (message/read)', async () => {
    const { ava, state, actions, done } = await setup();
    const mine = mockDb.messages.findFirst({ sender_id: ava.id })!;
    const readAt = new Date().toISOString();
    readMessages([mine.id], readAt);
    await waitFor(() => expect(state.thread()[0]).toMatchObject({ id: mine.id, readAt }));
    expect(actions).toEqual([{ type: 'message/read', payload: expect.objectContaining({ id: mine.id, readAt }) }]);
    done();
  });

  it('after a reconnect, fetches what arrived while the channel was down and dispatches each once', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { ava, noah, state, actions, done } = await setup();
    const delivered = commitMessage({ sender_id: noah.id, receiver_id: ava.id, content: 'Before the drop' });
    await waitFor(() => expect(state.unread()).toBe(2));
    mockRealtime.interrupt('messages');
    // Stored while nobody listened: no delivery.
    const missed = mockDb.messages.create({ sender_id: noah.id, receiver_id: ava.id, content: 'While you were away' });

    // realtime-js rejoins after its first back-off (1 s), then the stream catches up.
    await waitFor(() => expect(state.thread().map(({ content }) => content)).toContain('While you were away'), { timeout: 3000 });
    expect(actions.filter(({ type }) => type === 'message/received').map(({ payload }) => (payload as { id: string }).id)).toEqual([delivered.id, missed.id]);
    await waitFor(() => expect(state.unread()).toBe(3));
    expect(state.list()?.[0]).toMatchObject({ unreadCount: 3, lastMessage: { id: missed.id } });
    expect(logged).toHaveBeenCalledWith('Realtime messages channel: CHANNEL_ERROR', expect.anything());
    logged.mockRestore();
    done();
  });

  it('after a reconnect, shows the read receipts the channel missed', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { ava, state, done } = await setup();
    const mine = mockDb.messages.findFirst({ sender_id: ava.id })!;
    mockRealtime.interrupt('messages');
    // Noah read it while nobody listened: no UPDATE delivered.
    const [read] = mockDb.messages.update((message) => message.id === mine.id, { read_at: new Date().toISOString() });

    await waitFor(() => expect(state.thread()[0]).toMatchObject({ id: mine.id, readAt: read.read_at }), { timeout: 3000 });
    expect(logged).toHaveBeenCalledWith('Realtime messages channel: CHANNEL_ERROR', expect.anything());
    logged.mockRestore();
    done();
  });
});
