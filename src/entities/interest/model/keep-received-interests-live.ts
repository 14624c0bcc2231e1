import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { baseApi, tags, streamChanges, type StreamLifecycle } from '@/shared/api';
import { toInterest } from '../lib/map-interest';
import { interestReceived } from './interest-received';

interface Lifecycle extends StreamLifecycle<number> {
  dispatch: <Action>(action: Action) => unknown;
}

/**
 * Keeps the likes badge and the likes list current for as long as the count is cached: every
 * interest addressed to the member arrives by realtime as `interestReceived`, which refetches both
 * (one request each, batched by RTK Query when several arrive together). They are refetched rather
 * than patched: the row carries no sender profile, and a mutual interest is already a match (no
 * longer pending) by the time its INSERT is delivered.
 */
export async function keepReceivedInterestsLive(me: string, lifecycle: Lifecycle): Promise<void> {
  const refresh = () => void lifecycle.dispatch(baseApi.util.invalidateTags([tags.receivedInterests]));
  // The store's listener middleware answers addListener with the function that removes it.
  const stopRefreshing = lifecycle.dispatch(addListener({ actionCreator: interestReceived, effect: refresh })) as UnsubscribeListener;
  try {
    await streamChanges(lifecycle, {
      table: 'interests',
      filter: `receiver_id=eq.${me}`,
      updateCache: () => {},
      toEvent: (change) => interestReceived(toInterest(change.new)),
      catchUp: refresh,
    });
  } finally {
    stopRefreshing();
  }
}
