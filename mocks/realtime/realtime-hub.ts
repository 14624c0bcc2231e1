type Row = Record<string, unknown>;

/** One postgres_changes binding a channel joined with, and the id the server gave it. */
export interface MockBinding {
  id: number;
  event: string;
  schema: string;
  table: string;
  filter?: string;
}

interface Subscriber {
  topic: string;
  bindings: MockBinding[];
  /** Sends a server event to this channel's socket. */
  push: (event: string, payload: Row) => void;
  /** Tells the channel it errored (`phx_error`) and forgets it: it must join again. */
  fail: () => void;
}

let subscribers: Subscriber[] = [];
let nextBindingId = 1;

// The mock knows realtime's `column=eq.value` filter, the only one the app uses.
function matches(filter: string | undefined, row: Row): boolean {
  if (!filter) return true;
  const [, column, value] = filter.match(/^(\w+)=eq\.(.+)$/) ?? [];
  if (!column) throw new Error(`The realtime mock does not support the filter "${filter}"`);
  return String(row[column]) === value;
}

/** Text columns are enough for the mock: realtime-js converts values by these types. */
const columnsOf = (row: Row) => Object.keys(row).map((name) => ({ name, type: 'text' }));

function deliver(table: string, type: 'INSERT' | 'UPDATE', record: Row): void {
  const commitTimestamp = new Date().toISOString();
  for (const subscriber of subscribers) {
    const ids = subscriber.bindings
      .filter((binding) => binding.table === table && [type, '*'].includes(binding.event) && matches(binding.filter, record))
      .map((binding) => binding.id);
    if (ids.length === 0) continue;
    const data = { schema: 'public', table, commit_timestamp: commitTimestamp, type, columns: columnsOf(record), record, old_record: type === 'UPDATE' ? {} : undefined, errors: null };
    subscriber.push('postgres_changes', { ids, data });
  }
}

/**
 * The realtime server of the web tier (mocks/realtime/handlers.ts speaks its protocol): channels join
 * it, and tests commit rows to it, which it delivers to every channel whose binding matches, in the
 * shape the real server sends.
 */
export const mockRealtime = {
  join(topic: string, requested: Omit<MockBinding, 'id'>[], push: Subscriber['push']): MockBinding[] {
    const bindings = requested.map((binding) => ({ ...binding, id: nextBindingId++ }));
    const subscriber: Subscriber = {
      topic,
      bindings,
      push,
      fail: () => {
        subscribers = subscribers.filter((other) => other !== subscriber);
        push('phx_error', {});
      },
    };
    subscribers.push(subscriber);
    return bindings;
  },
  leave(topic: string): void {
    subscribers = subscribers.filter((subscriber) => subscriber.topic !== topic);
  },
  /** The bindings joined on a table, e.g. to wait until the page listens. */
  bindings(table: string): MockBinding[] {
    return subscribers.flatMap((subscriber) => subscriber.bindings.filter((binding) => binding.table === table));
  },
  /** An INSERT committed to a published table, delivered to the channels listening for it. */
  insert(table: string, record: Row): void {
    deliver(table, 'INSERT', record);
  },
  /** An UPDATE committed to a published table (realtime sends the new row), delivered likewise. */
  update(table: string, record: Row): void {
    deliver(table, 'UPDATE', record);
  },
  /**
   * The server drops the channels on a table (a crash, a deploy): each gets `phx_error`, and
   * realtime-js rejoins it after its back-off (1 s first), as after a lost socket.
   */
  interrupt(table: string): void {
    subscribers.filter((subscriber) => subscriber.bindings.some((binding) => binding.table === table)).forEach((subscriber) => subscriber.fail());
  },
  reset(): void {
    subscribers = [];
  },
};
