import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { rest } from '@mocks/api';
import { conversationRow, messageRow, mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { signInAs } from '@test/sign-in-as';
import { baseApi } from '@/shared/api';
import { conversationsApi } from '../api/conversations-api';
import { threadApi } from '../api/thread-api';
import { unreadApi } from '../api/unread-api';
import { markConversationReadInCaches } from './mark-read-in-caches';
import { applyMessageReceived } from './message-cache';
import { threadMessagesOldestFirst } from './thread';

async function setup() {
  const ava = mockMember({ username: 'ava' });
  const noah = mockMember({ username: 'noah' });
  const stored = [
    messageRow({ sender_id: noah.id, receiver_id: ava.id, content: 'Two', created_at: new Date(Date.now() - 30_000).toISOString() }),
    messageRow({ sender_id: noah.id, receiver_id: ava.id, content: 'One', created_at: new Date(Date.now() - 60_000).toISOString() }),
  ];
  const [last] = stored;
  server.use(
    rest.rpc('get_messages', stored),
    rest.rpc('get_conversations', [
      conversationRow({
        partner_id: noah.id, username: 'noah', unread_count: 2, activity_at: last.created_at, last_message_id: last.id,
        last_message_sender_id: noah.id, last_message_content: last.content, last_message_at: last.created_at,
      }),
    ]),
    rest.rpc('get_unread_message_count', stored.length),
  );
  await signInAs(ava);
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (get) => get().prepend(createListenerMiddleware().middleware).concat(baseApi.middleware),
  });
  const threadArgs = { me: ava.id, partnerId: noah.id };
  const listArgs = { me: ava.id, search: '' };
  await Promise.all([
    store.dispatch(threadApi.endpoints.getThread.initiate(threadArgs)),
    store.dispatch(conversationsApi.endpoints.getConversations.initiate(listArgs)),
    store.dispatch(unreadApi.endpoints.getUnreadTotal.initiate(ava.id)),
  ]);
  const state = {
    thread: () => threadMessagesOldestFirst(threadApi.endpoints.getThread.select(threadArgs)(store.getState()).data?.pages),
    conversation: () => conversationsApi.endpoints.getConversations.select(listArgs)(store.getState()).data?.pages[0].conversations[0],
    unread: () => unreadApi.endpoints.getUnreadTotal.select(ava.id)(store.getState()).data,
  };
  return { ava, noah, store, state };
}

describe('the message cache thunks', () => {
  it('replace a copy with the same id (an optimistic send) by the stored row, and say it was known', async () => {
    const { ava, noah, store, state } = await setup();
    const optimistic = { id: crypto.randomUUID(), senderId: ava.id, receiverId: noah.id, content: 'Three', createdAt: new Date().toISOString(), readAt: null };
    expect(store.dispatch(applyMessageReceived(ava.id, optimistic))).toBe(false);
    const stored = { ...optimistic, createdAt: new Date(Date.now() + 5).toISOString() };
    expect(store.dispatch(applyMessageReceived(ava.id, stored))).toBe(true);
    expect(state.thread().map(({ content }) => content)).toEqual(['One', 'Two', 'Three']);
    expect(state.thread()[2]).toEqual(stored);
    // Her own message: the conversation moves on, its unread count does not.
    expect(state.conversation()).toMatchObject({ lastMessage: stored, unreadCount: 2 });
    store.dispatch(baseApi.util.resetApiState());
  });

  it('mark a conversation read in every cache at once, and undo it', async () => {
    const { ava, noah, store, state } = await setup();
    expect(state.unread()).toBe(2);
    const readAt = new Date().toISOString();
    const undo = store.dispatch(markConversationReadInCaches(ava.id, noah.id, readAt));
    expect(state.unread()).toBe(0);
    expect(state.conversation()?.unreadCount).toBe(0);
    expect(state.thread().map((message) => message.readAt)).toEqual([readAt, readAt]);
    undo();
    expect(state.unread()).toBe(2);
    expect(state.conversation()?.unreadCount).toBe(2);
    expect(state.thread().map((message) => message.readAt)).toEqual([null, null]);
    store.dispatch(baseApi.util.resetApiState());
  });
});
