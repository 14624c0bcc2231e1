import { createAction } from '@reduxjs/toolkit';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '@/shared/supabase';
import type { Tables } from '@/shared/supabase';
import { changeBinding, memberStreamResumed, openMemberStream } from './member-stream';

type Message = Tables<'messages'>;
const messageReceived = createAction<Message>('message/received');
const messageRead = createAction<Message>('message/read');
const message: Message = { id: 'm1', sender_id: 'u2', receiver_id: 'u1', content: 'Hi', created_at: '2026-11-23T10:00:00Z', read_at: null };
const change = (eventType: string) => ({ schema: 'public', table: 'messages', commit_timestamp: message.created_at, eventType, new: message, old: {}, errors: null });
const bindings = [
  changeBinding({ table: 'messages', event: 'INSERT', filter: 'receiver_id=eq.u1', toAction: (insert) => messageReceived(insert.new) }),
  changeBinding({ table: 'messages', event: 'UPDATE', filter: 'sender_id=eq.u1', toAction: (update) => messageRead(update.new) }),
];

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
  const dispatch = jest.fn();
  const close = await openMemberStream('u1', bindings, dispatch);
  return { channel, opened, removed, dispatch, close };
}

describe('openMemberStream', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("opens one channel for the member with every binding, each filtered to her rows", async () => {
    const { channel, opened } = await setup();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith('member:u1');
    expect(channel.bindings.map(({ type, filter }) => ({ type, filter }))).toEqual([
      { type: 'postgres_changes', filter: { event: 'INSERT', schema: 'public', table: 'messages', filter: 'receiver_id=eq.u1' } },
      { type: 'postgres_changes', filter: { event: 'UPDATE', schema: 'public', table: 'messages', filter: 'sender_id=eq.u1' } },
    ]);
  });

  it('dispatches each change as its named action', async () => {
    const { channel, dispatch } = await setup();
    channel.report('SUBSCRIBED');
    channel.bindings[0].deliver(change('INSERT'));
    channel.bindings[1].deliver(change('UPDATE'));
    expect(dispatch.mock.calls).toEqual([[messageReceived(message)], [messageRead(message)]]);
  });

  it('dispatches memberStream/resumed when the channel comes back after an error or a close, not on the first subscribe', async () => {
    const { channel, dispatch } = await setup();
    channel.report('SUBSCRIBED');
    expect(dispatch).not.toHaveBeenCalled();
    channel.report('CHANNEL_ERROR', new Error('socket closed'));
    expect(logged).toHaveBeenCalledWith('Realtime member channel: CHANNEL_ERROR', new Error('socket closed'));
    channel.report('SUBSCRIBED');
    expect(dispatch.mock.calls).toEqual([[memberStreamResumed()]]);
    channel.report('CLOSED');
    channel.report('SUBSCRIBED');
    expect(dispatch).toHaveBeenCalledTimes(2);
  });

  it('removes the channel when closed, which is no interruption to recover from', async () => {
    const { channel, removed, dispatch, close } = await setup();
    channel.report('SUBSCRIBED');
    await close();
    expect(removed).toHaveBeenCalledWith(channel);
    channel.report('CLOSED');
    expect(logged).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it.each(['', 'receiver_id', 'receiver_id=eq.', 'receiver_id=eq.u2', 'receiver_id=neq.u1', 'receiver_id=in.(u1,u2)'])(
    'refuses a binding that is not to the member’s own rows (filter %p), before opening anything',
    async (filter) => {
      const opened = jest.spyOn(await getSupabase(), 'channel');
      const unfiltered = changeBinding({ table: 'messages', event: 'INSERT', filter, toAction: (insert) => messageReceived(insert.new) });
      await expect(openMemberStream('u1', [bindings[0], unfiltered], jest.fn())).rejects.toThrow("The member stream binds messages only to the member's rows");
      expect(opened).not.toHaveBeenCalled();
    },
  );
});
