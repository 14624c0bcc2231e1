import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { getSupabase } from '@/shared/supabase';
import type { Database, Tables } from '@/shared/supabase';

type PublicTable = keyof Database['public']['Tables'];

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

/** One change as realtime delivers it, narrowed to the event subscribed to. */
export type Change<Table extends PublicTable, Event extends ChangeEvent> = Extract<
  RealtimePostgresChangesPayload<Tables<Table>>,
  { eventType: Event }
>;

/** One `postgres_changes` binding of the member's channel: which changes, and the named action each becomes. */
export interface ChangeBinding<Table extends PublicTable = PublicTable, Event extends ChangeEvent = ChangeEvent> {
  table: Table;
  event: Event;
  /** The member's rows only, `<column>=eq.<member id>`: the app never subscribes to a whole table. */
  filter: string;
  /** The action the store hears, e.g. `message/received`; entities react to it (docs/architecture.md, The member stream). */
  toAction(change: Change<Table, Event>): UnknownAction;
}

/** Builds a binding with its change typed by table and event. */
export const changeBinding = <Table extends PublicTable, Event extends ChangeEvent>(binding: ChangeBinding<Table, Event>) =>
  binding as unknown as ChangeBinding;

/** The channel came back after an error or a close: whatever changed meanwhile was not delivered. */
export const memberStreamResumed = createAction('memberStream/resumed');

/**
 * Opens the member's one realtime channel with every binding the signed-in app needs, and turns each
 * change into its action; after an interruption it dispatches `memberStream/resumed` so that each
 * entity catches up. Resolves to the function that closes the channel. Refuses a binding that is not
 * filtered to the member.
 */
export async function openMemberStream(
  me: string,
  bindings: readonly ChangeBinding[],
  dispatch: (action: UnknownAction) => unknown,
): Promise<() => Promise<void>> {
  for (const { table, filter } of bindings) {
    const [column, value] = filter.split('=eq.');
    if (!/^\w+$/.test(column) || value !== me) {
      throw new Error(`The member stream binds ${table} only to the member's rows, like receiver_id=eq.${me}; got "${filter}"`);
    }
  }
  const client = await getSupabase();
  const channel = client.channel(`member:${me}`);
  for (const { table, event, filter, toAction } of bindings) {
    channel.on<Tables<PublicTable>>('postgres_changes', { event: event as 'INSERT', schema: 'public', table, filter }, (payload) =>
      dispatch(toAction(payload as Change<PublicTable, ChangeEvent>)),
    );
  }
  let interrupted = false;
  let closed = false;
  channel.subscribe((status, error) => {
    if (status === 'SUBSCRIBED') {
      if (interrupted) dispatch(memberStreamResumed());
      interrupted = false;
    } else if (!closed) {
      interrupted = true;
      console.error(`Realtime member channel: ${status}`, error);
    }
  });
  return async () => {
    closed = true;
    await client.removeChannel(channel);
  };
}

/**
 * What an entity adds to the member stream: the changes it listens to, and its reactions to their
 * actions (listener middleware `addListener` actions), on for as long as the stream is open.
 */
export interface MemberStreamPart {
  bindings: readonly ChangeBinding[];
  reactions: readonly UnknownAction[];
}
