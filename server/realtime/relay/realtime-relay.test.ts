import type { Database } from '../../db';
import { PresenceTracker, type PresenceEntry } from '../channels/presence-tracker';
import type { UserBroadcast } from '../frames';
import { HEARTBEAT_MS, PEER_TIMEOUT_MS, RealtimeRelay, type RelayTarget } from './realtime-relay';
import { MAX_NOTIFY_BYTES } from './relay-payloads';

/** One PostgreSQL's NOTIFY as the processes see it; `deaf` processes miss what is sent meanwhile. */
function notifyBus() {
  const listeners = new Map<number, (payload: string) => void>();
  const sent: string[] = [];
  const deaf = new Set<number>();
  let next = 0;
  const connect = (): { db: Database; id: number } => {
    const id = ++next;
    const db = {
      listen: async (_channel: string, onPayload: (payload: string) => void) => {
        listeners.set(id, onPayload);
        return async () => void listeners.delete(id);
      },
      query: async (_sql: string, params: [string[]]) => {
        for (const payload of params[0]) {
          sent.push(payload);
          for (const [to, listener] of listeners) if (!deaf.has(to)) listener(payload);
        }
        return { rows: [], fields: [] };
      },
    };
    return { db: db as unknown as Database, id };
  };
  return { connect, sent, deaf };
}

/** A process's hub as the relay sees it: its own presence entries, and what it heard from the others. */
function hub() {
  const presence = new PresenceTracker();
  const heard: { room: string; broadcast: UserBroadcast }[] = [];
  const own: PresenceEntry[] = [];
  const members: string[] = [];
  const target: RelayTarget = {
    deliverBroadcast: (room, broadcast) => heard.push({ room, broadcast }),
    putPresence: (entry) => void ('meta' in entry && entry.meta ? presence.put(entry) : presence.drop(entry.room, entry.id)),
    dropPresence: (keep) => void presence.dropRemote(keep),
    localState: () => ({ presence: own, members }),
  };
  return { presence, heard, own, members, target, keys: (room: string) => Object.keys(presence.state(room)) };
}

const entry = (id: string, key: string): PresenceEntry => ({ room: 'public:lobby', id, key, meta: { phx_ref: `ref-${id}` } });
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('the realtime relay', () => {
  const relays: RealtimeRelay[] = [];
  const start = (db: Database, target: RelayTarget) => {
    const relay = new RealtimeRelay(db, target);
    relays.push(relay);
    return relay;
  };
  beforeEach(() => jest.useFakeTimers());
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.close()));
    jest.useRealTimers();
  });

  it('carries a broadcast larger than one NOTIFY, bytes intact, to the other processes only', async () => {
    const bus = notifyBus();
    const [one, two] = [hub(), hub()];
    const a = start(bus.connect().db, one.target);
    start(bus.connect().db, two.target);
    await settle();
    const bytes = Buffer.from(Array.from({ length: 30_000 }, (_, i) => i % 251));
    a.publish({ t: 'broadcast', room: 'public:call', event: 'offer', bytes: bytes.toString('base64') });
    await settle();
    expect(two.heard).toEqual([{ room: 'public:call', broadcast: { event: 'offer', bytes } }]);
    expect(one.heard).toEqual([]);
    expect(Math.max(...bus.sent.map((payload) => Buffer.byteLength(payload)))).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
  });

  it("gives a process that starts the others' presence and members, and it theirs", async () => {
    const bus = notifyBus();
    const [one, two] = [hub(), hub()];
    one.own.push(entry('1', 'ava'));
    one.members.push('ava-id');
    start(bus.connect().db, one.target);
    await settle();
    const b = start(bus.connect().db, two.target);
    await settle();
    expect(two.keys('public:lobby')).toEqual(['ava']);
    expect(b.hasMember('ava-id')).toBe(true);
  });

  it('notices a notification it missed by the gap in the sequence, and reads the whole state again', async () => {
    const bus = notifyBus();
    const [one, two] = [hub(), hub()];
    const a = start(bus.connect().db, one.target);
    const listener = bus.connect();
    start(listener.db, two.target);
    await settle();
    one.own.push(entry('1', 'ava'), entry('2', 'mia'));
    a.publish({ t: 'presence', ...entry('1', 'ava') });
    a.publish({ t: 'presence', ...entry('2', 'mia') });
    await settle();
    expect(two.keys('public:lobby')).toEqual(['ava', 'mia']);

    // Its LISTEN connection dropped while Mia left.
    bus.deaf.add(listener.id);
    one.own.splice(1);
    a.publish({ t: 'presence', room: 'public:lobby', id: '2', key: 'mia' });
    await settle();
    bus.deaf.delete(listener.id);
    a.publish({ t: 'broadcast', room: 'public:lobby', event: 'typing', json: {} });
    await settle();
    expect(two.keys('public:lobby')).toEqual(['ava']);
  });

  it("drops a process not heard from for a while (killed), and at once one that says goodbye", async () => {
    const bus = notifyBus();
    const [one, two, three] = [hub(), hub(), hub()];
    const killed = bus.connect();
    start(killed.db, one.target);
    one.own.push(entry('1', 'ava'));
    const closing = start(bus.connect().db, three.target);
    three.own.push(entry('1', 'leo'));
    start(bus.connect().db, two.target);
    await settle();
    expect(two.keys('public:lobby').sort()).toEqual(['ava', 'leo']);

    await closing.close();
    expect(two.keys('public:lobby')).toEqual(['ava']);
    // SIGKILL: it sends nothing more, not even its heartbeat.
    bus.deaf.add(killed.id);
    killed.db.query = (async () => ({ rows: [], fields: [] })) as Database['query'];
    await jest.advanceTimersByTimeAsync(PEER_TIMEOUT_MS - HEARTBEAT_MS);
    expect(two.keys('public:lobby')).toEqual(['ava']);
    await jest.advanceTimersByTimeAsync(2 * HEARTBEAT_MS);
    expect(two.keys('public:lobby')).toEqual([]);
  });
});
