import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { conversationRealtime } from '@test/conversation-realtime';
import { conversationTopic } from '../lib/conversation-topic';
import { presenceSlice } from './presence-slice';
import { useConversationPresence } from './use-conversation-presence';

const AVA = 'a0000000-0000-4000-8000-000000000001';
const NOAH = 'b0000000-0000-4000-8000-000000000002';
const TOPIC = `conversation:${AVA}:${NOAH}`;

beforeEach(() => conversationRealtime.install());
afterEach(() => jest.useRealTimers());

async function openConversation({ meShows = true, partnerShows = true } = {}) {
  // Presence lives in the store: what the channel hears is dispatched, and the hook reads it back.
  const store = configureStore({ reducer: { [presenceSlice.reducerPath]: presenceSlice.reducer } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
  const rendered = renderHook(() => useConversationPresence({ id: AVA, showOnlineStatus: meShows }, { id: NOAH, showOnlineStatus: partnerShows }), { wrapper });
  await waitFor(() => expect(conversationRealtime.joined(TOPIC)).toEqual([AVA]));
  return { ...rendered, store };
}

describe('useConversationPresence', () => {
  it('names the channel after both ids in text order, whoever opens it', () => {
    expect(conversationTopic(NOAH, AVA)).toBe(TOPIC);
    expect(conversationTopic(AVA, NOAH)).toBe(TOPIC);
  });

  it("joins the pair's private channel as the member, announces itself, and shows the partner online while present", async () => {
    const { result, unmount, store } = await openConversation();
    await waitFor(() => expect(conversationRealtime.sentOn(TOPIC, 'presence')).toEqual([{ type: 'presence', event: 'track', payload: { user_id: AVA, online_at: expect.any(String) } }]));
    expect(result.current.partnerOnline).toBe(false);
    act(() => conversationRealtime.partnerComesOnline(TOPIC, NOAH));
    await waitFor(() => expect(result.current.partnerOnline).toBe(true));
    expect(store.getState().presence.online).toEqual({ [NOAH]: true });
    act(() => conversationRealtime.partnerGoesOffline(TOPIC, NOAH));
    await waitFor(() => expect(result.current.partnerOnline).toBe(false));
    unmount();
    await waitFor(() => expect(conversationRealtime.joined(TOPIC)).toEqual([]));
  });

  it('shows no dot for a partner who hides their online status, and announces nothing for a member who hides theirs', async () => {
    const { result } = await openConversation({ meShows: false, partnerShows: false });
    act(() => conversationRealtime.partnerComesOnline(TOPIC, NOAH));
    act(() => conversationRealtime.partnerTypes(TOPIC, NOAH));
    // The broadcast after the presence diff has arrived: so has the diff.
    await waitFor(() => expect(result.current.partnerTyping).toBe(true));
    expect(result.current.partnerOnline).toBe(false);
    expect(conversationRealtime.sentOn(TOPIC, 'presence')).toEqual([]);
  });

  it('shows the partner typing, and hides it 3 s after the last typing event', async () => {
    const { result } = await openConversation();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    act(() => conversationRealtime.partnerTypes(TOPIC, NOAH));
    await waitFor(() => expect(result.current.partnerTyping).toBe(true));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    act(() => conversationRealtime.partnerTypes(TOPIC, NOAH));
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(result.current.partnerTyping).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(result.current.partnerTyping).toBe(false);
  });

  it("ignores its own typing echoed back, and broadcasts the member's typing at most every 2 s", async () => {
    const { result } = await openConversation();
    await waitFor(() => expect(conversationRealtime.sentOn(TOPIC, 'presence')).toHaveLength(1));
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    act(() => result.current.notifyTyping());
    now.mockReturnValue(11_999);
    act(() => result.current.notifyTyping());
    now.mockReturnValue(12_000);
    act(() => result.current.notifyTyping());
    await waitFor(() => expect(conversationRealtime.sentOn(TOPIC, 'broadcast')).toHaveLength(2));
    expect(conversationRealtime.sentOn(TOPIC, 'broadcast')[0]).toEqual({ type: 'broadcast', event: 'typing', payload: { user_id: AVA } });
    act(() => conversationRealtime.partnerTypes(TOPIC, AVA));
    // Frames arrive in order: once the presence sent after the echo is here, so is the echo.
    act(() => conversationRealtime.partnerComesOnline(TOPIC, NOAH));
    await waitFor(() => expect(result.current.partnerOnline).toBe(true));
    expect(result.current.partnerTyping).toBe(false);
    now.mockRestore();
  });
});
