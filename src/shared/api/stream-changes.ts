import type { Draft, UnknownAction } from '@reduxjs/toolkit';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { getSupabase } from '@/shared/supabase';
import type { Database, Tables } from './database.types';

type PublicTable = keyof Database['public']['Tables'];

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE' | '*';

/** One change as realtime delivers it, narrowed to the event subscribed to. */
export type Change<Table extends PublicTable, Event extends ChangeEvent> = Event extends '*'
  ? RealtimePostgresChangesPayload<Tables<Table>>
  : Extract<RealtimePostgresChangesPayload<Tables<Table>>, { eventType: Event }>;

/** The parts of RTK Query's `onCacheEntryAdded` argument a stream uses. */
export interface StreamLifecycle<Data> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: Draft<Data>) => void) => unknown;
  dispatch: (action: UnknownAction) => unknown;
}

/** One `postgres_changes` binding of a channel: which changes, and what each does. */
export interface ChangeBinding<Table extends PublicTable, Event extends ChangeEvent, Data> {
  table: Table;
  /** The member's rows only, e.g. `receiver_id=eq.${userId}`: the app never subscribes to a whole table. */
  filter: string;
  /** INSERT unless given. */
  event?: Event;
  /** Applies one change to the cached data (method syntax: a channel holds bindings of several tables). */
  updateCache?(draft: Draft<Data>, change: Change<Table, Event>): void;
  /** The named event other slices react to (and Redux DevTools shows), e.g. `messageReceived(row)`. */
  toEvent(change: Change<Table, Event>): UnknownAction;
}

export interface ChangeStream<Table extends PublicTable, Event extends ChangeEvent, Data> extends ChangeBinding<Table, Event, Data> {
  /** Fetches what was missed while the channel was down, e.g. by refetching the query. */
  catchUp: () => unknown;
}

/** Several bindings on ONE channel (one socket topic per member), with one catch-up for them all. */
export interface ChannelStream<Data> {
  bindings: readonly ChangeBinding<PublicTable, ChangeEvent, Data>[];
  catchUp: () => unknown;
}

// Realtime's filter syntax: column=operator.value.
const MEMBER_FILTER = /^\w+=(eq|neq|lt|lte|gt|gte|in)\.\S+$/;
let streamCount = 0;

/**
 * Streams a table's changes into a cache entry, for `onCacheEntryAdded`: subscribes once the data
 * is loaded, applies each change and dispatches its event, catches up after the channel comes back
 * from an error or a close, and removes the channel with the cache entry. Given `bindings`, it
 * listens to several (tables, events) on one channel, with one catch-up for them all.
 */
export function streamChanges<Table extends PublicTable, Data, Event extends ChangeEvent = 'INSERT'>(
  lifecycle: StreamLifecycle<Data>,
  stream: ChangeStream<Table, Event, Data>,
): Promise<void>;
export function streamChanges<Data>(lifecycle: StreamLifecycle<Data>, stream: ChannelStream<Data>): Promise<void>;
export async function streamChanges<Data>(
  lifecycle: StreamLifecycle<Data>,
  stream: ChangeStream<PublicTable, ChangeEvent, Data> | ChannelStream<Data>,
): Promise<void> {
  const { bindings, catchUp } = 'bindings' in stream ? stream : { bindings: [stream], catchUp: stream.catchUp };
  for (const { table, filter } of bindings) {
    if (!MEMBER_FILTER.test(filter)) {
      throw new Error(`streamChanges(${table}) needs a filter to the member's rows, like receiver_id=eq.<id>; got "${filter}"`);
    }
  }
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return; // The entry went away before its data arrived: there is nothing to keep current.
  }
  const client = await getSupabase();
  const name = bindings.map(({ table, filter }) => `${table}:${filter}`).join('+');
  const tables = [...new Set(bindings.map(({ table }) => table))].join('+');
  let interrupted = false;
  let removed = false;
  streamCount += 1;
  // supabase-js hands back the existing channel for a topic it knows: each cache entry gets its own.
  const channel = client.channel(`${name}:${streamCount}`);
  for (const binding of bindings) {
    const { table, filter, event = 'INSERT' } = binding;
    channel.on<Tables<PublicTable>>('postgres_changes', { event: event as 'INSERT', schema: 'public', table, filter }, (payload) => {
      // The server sends only the event subscribed to.
      const change = payload as Change<PublicTable, ChangeEvent>;
      if (binding.updateCache) lifecycle.updateCachedData((draft) => binding.updateCache!(draft, change));
      lifecycle.dispatch(binding.toEvent(change));
    });
  }
  channel.subscribe((status, error) => {
    if (status === 'SUBSCRIBED') {
      if (interrupted) catchUp();
      interrupted = false;
    } else if (!removed) {
      interrupted = true;
      console.error(`Realtime ${tables} channel: ${status}`, error);
    }
  });
  await lifecycle.cacheEntryRemoved;
  removed = true;
  await client.removeChannel(channel);
}
