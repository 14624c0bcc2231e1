import { configureStore, createAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { waitFor } from '@testing-library/react';
import { getSupabase } from '@/shared/supabase';
import type { Tables } from './database.types';
import { streamChanges, type Change } from './stream-changes';

type Message = Tables<'messages'>;
const messageReceived = createAction<Message>('message/received');
const message: Message = { id: 'm1', sender_id: 'u2', receiver_id: 'u1', content: 'Hi', created_at: '2026-11-23T10:00:00Z', read_at: null };
const insert = { schema: 'public', table: 'messages', commit_timestamp: message.created_at, eventType: 'INSERT', new: message, old: {}, errors: null };

/** A realtime channel that never touches the network: the test plays the server's part. */
function fakeChannel() {
  const channel = {
    bindings: [] as { type: string; filter: unknown; deliver: (payload: unknown) => void }[],
    report: (_status: string, _error?: Error) => {},
    on(type: string, filter: unknown, deliver: (payload: unknown) => void) {
      channel.bindings.push({ type, filter, deliver });
      return channel;
    },
    subscribe(onStatus: (status: string, error?: Error) => void) {
      channel.report = onStatus;
      return channel;
    },
  };
  return channel;
}

async function setup() {
  const supabase = await getSupabase();
  const channel = fakeChannel();
  const opened = jest.spyOn(supabase, 'channel').mockReturnValue(channel as unknown as RealtimeChannel);
  const removed = jest.spyOn(supabase, 'removeChannel').mockResolvedValue('ok');
  let loadData = () => {};
  const dataLoaded = new Promise<void>((resolve) => (loadData = resolve));
  const catchUp = jest.fn();
  const api = createApi({
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      inbox: build.query<Message[], string>({
        queryFn: async () => {
          await dataLoaded;
          return { data: [] };
        },
        keepUnusedDataFor: 0,
        onCacheEntryAdded: (userId, lifecycle) =>
          streamChanges(lifecycle, {
            table: 'messages',
            filter: `receiver_id=eq.${userId}`,
            updateCache: (draft, change) => void draft.push(change.new),
            toEvent: (change) => messageReceived(change.new),
            catchUp,
          }),
      }),
    }),
  });
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (get) => get().concat(api.middleware, record) });
  const subscription = store.dispatch(api.endpoints.inbox.initiate('u1'));
  const cached = () => api.endpoints.inbox.select('u1')(store.getState()).data;
  return { channel, opened, removed, loadData, catchUp, actions, subscription, cached };
}

describe('streamChanges', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('subscribes only once the data is loaded, to the changes filtered to the member', async () => {
    const { channel, opened, loadData } = await setup();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(opened).not.toHaveBeenCalled();
    loadData();
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(channel.bindings).toEqual([
      {
        type: 'postgres_changes',
        filter: { event: 'INSERT', schema: 'public', table: 'messages', filter: 'receiver_id=eq.u1' },
        deliver: expect.any(Function),
      },
    ]);
  });

  it('applies each change to the cache and dispatches its named event', async () => {
    const { channel, opened, loadData, actions, cached } = await setup();
    loadData();
    await waitFor(() => expect(opened).toHaveBeenCalled());
    channel.report('SUBSCRIBED');
    channel.bindings[0].deliver(insert);
    expect(cached()).toEqual([message]);
    expect(actions).toContainEqual(messageReceived(message));
  });

  it('catches up when the channel comes back after an error or a close, not on the first subscribe', async () => {
    const { channel, opened, loadData, catchUp } = await setup();
    loadData();
    await waitFor(() => expect(opened).toHaveBeenCalled());
    channel.report('SUBSCRIBED');
    expect(catchUp).not.toHaveBeenCalled();
    channel.report('CHANNEL_ERROR', new Error('socket closed'));
    expect(logged).toHaveBeenCalledWith('Realtime messages channel: CHANNEL_ERROR', new Error('socket closed'));
    channel.report('SUBSCRIBED');
    expect(catchUp).toHaveBeenCalledTimes(1);
    channel.report('CLOSED');
    channel.report('SUBSCRIBED');
    expect(catchUp).toHaveBeenCalledTimes(2);
  });

  it('removes the channel with the cache entry', async () => {
    const { channel, opened, removed, loadData, subscription, catchUp } = await setup();
    loadData();
    await waitFor(() => expect(opened).toHaveBeenCalled());
    channel.report('SUBSCRIBED');
    subscription.unsubscribe();
    await waitFor(() => expect(removed).toHaveBeenCalledWith(channel));
    // Its own removal closes the channel: that is no interruption to recover from.
    channel.report('CLOSED');
    expect(logged).not.toHaveBeenCalled();
    expect(catchUp).not.toHaveBeenCalled();
  });

  it('listens to several bindings on one channel, each with its own event, and refuses any unfiltered one', async () => {
    const supabase = await getSupabase();
    const channel = fakeChannel();
    const opened = jest.spyOn(supabase, 'channel').mockReturnValue(channel as unknown as RealtimeChannel);
    jest.spyOn(supabase, 'removeChannel').mockResolvedValue('ok');
    const messageRead = createAction<Message>('message/read');
    const dispatch = jest.fn();
    const lifecycle = { cacheDataLoaded: Promise.resolve(), cacheEntryRemoved: new Promise(() => {}), updateCachedData: jest.fn(), dispatch };
    void streamChanges(lifecycle, {
      bindings: [
        { table: 'messages', filter: 'receiver_id=eq.u1', toEvent: (change: Change<'messages', 'INSERT'>) => messageReceived(change.new) },
        { table: 'messages', filter: 'sender_id=eq.u1', event: 'UPDATE', toEvent: (change: Change<'messages', 'UPDATE'>) => messageRead(change.new) },
      ],
      catchUp: jest.fn(),
    });
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(channel.bindings.map(({ filter }) => filter)).toEqual([
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'receiver_id=eq.u1' },
      { event: 'UPDATE', schema: 'public', table: 'messages', filter: 'sender_id=eq.u1' },
    ]);
    channel.bindings[1].deliver({ ...insert, eventType: 'UPDATE' });
    expect(dispatch).toHaveBeenCalledWith(messageRead(message));
    const unfiltered = { bindings: [{ table: 'messages' as const, filter: 'receiver_id=eq.u1', toEvent: jest.fn() }, { table: 'messages' as const, filter: '', toEvent: jest.fn() }], catchUp: jest.fn() };
    await expect(streamChanges(lifecycle, unfiltered)).rejects.toThrow("streamChanges(messages) needs a filter to the member's rows");
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it.each(['', 'receiver_id', 'receiver_id=eq.', 'receiver_id=eq. '])('refuses to stream a whole table (filter %p)', async (filter) => {
    const opened = jest.spyOn(await getSupabase(), 'channel');
    const lifecycle = { cacheDataLoaded: Promise.resolve(), cacheEntryRemoved: new Promise(() => {}), updateCachedData: jest.fn(), dispatch: jest.fn() };
    const stream = { table: 'messages' as const, filter, updateCache: jest.fn(), toEvent: jest.fn(), catchUp: jest.fn() };
    await expect(streamChanges(lifecycle, stream)).rejects.toThrow("streamChanges(messages) needs a filter to the member's rows");
    expect(opened).not.toHaveBeenCalled();
  });
});
