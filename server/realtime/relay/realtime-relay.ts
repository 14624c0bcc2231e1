import { randomBytes } from 'node:crypto';
import type { Database } from '../../db';
import type { UserBroadcast } from '../frames';
import type { PresenceEntry } from '../channels/presence-tracker';
import { PayloadAssembler, toPayloads } from './relay-payloads';

/** The NOTIFY channel every server process on one PostgreSQL listens on. */
export const RELAY_CHANNEL = 'realtime_relay';
/** A process that has sent nothing sends an empty envelope this often, so the others know it lives. */
export const HEARTBEAT_MS = 5_000;
/** A process not heard from for this long is gone (killed, cut off): its presences leave. */
export const PEER_TIMEOUT_MS = 3 * HEARTBEAT_MS;

/** What one process tells the others: a broadcast, a presence (left when `meta` is absent), a member on or off. */
export type RelayMessage =
  | { t: 'broadcast'; room: string; event: string; json?: unknown; bytes?: string }
  | { t: 'presence'; room: string; id: string; key: string; meta?: PresenceEntry['meta'] }
  | { t: 'member'; member: string; on: boolean };

/**
 * One NOTIFY's worth (or several parts of one, relay-payloads.ts). `s` counts each process's
 * envelopes, so a receiver that missed one (its LISTEN connection dropped) sees the gap and asks for
 * the sender's whole state with `want`. `hello` asks every process for its state (a process that just
 * started); `state` answers with all of it; `bye` says the sender stops.
 */
interface Envelope {
  o: string;
  s: number;
  m?: RelayMessage[];
  hello?: true;
  want?: string;
  state?: { presence: PresenceEntry[]; members: string[] };
  bye?: true;
}

/** What the relay reads from and delivers to this process's realtime hub. */
export interface RelayTarget {
  deliverBroadcast(room: string, broadcast: UserBroadcast): void;
  /** Another process's presence entry (its id names the process) tracked, re-tracked or (no meta) left. */
  putPresence(entry: PresenceEntry | Omit<PresenceEntry, 'meta'>): void;
  /** Drops the other processes' presence entries `keep` refuses. */
  dropPresence(keep: (room: string, id: string) => boolean): void;
  /** What this process's own channels track and which members they belong to. */
  localState(): { presence: PresenceEntry[]; members: string[] };
}

interface Peer {
  seq: number;
  heard: number;
  members: Set<string>;
  /** When this process last asked for the peer's state and has no answer yet, so a burst of gaps asks once. */
  asked: number;
}

type Outgoing = Omit<Envelope, 'o' | 's'>;

const onlyMessages = (envelope: Envelope) => envelope.m !== undefined && Object.keys(envelope).every((key) => ['o', 's', 'm'].includes(key));

/**
 * Carries broadcast and presence between the server processes on one PostgreSQL (docs/deployment.md,
 * Running on your own PostgreSQL): each process NOTIFYs what its own clients send and LISTENs for the others'.
 * Messages from one process leave in order, one statement at a time; what queues meanwhile leaves
 * in one envelope.
 */
export class RealtimeRelay {
  readonly origin = randomBytes(6).toString('base64url');
  private seq = 0;
  private readonly peers = new Map<string, Peer>();
  private readonly assembler = new PayloadAssembler();
  private queue: Outgoing[] = [];
  private sending: Promise<void> | undefined;
  private sentAt = 0;
  private stopped = false;
  private readonly timer: NodeJS.Timeout;
  private readonly listening: Promise<() => Promise<void>>;

  constructor(
    private readonly db: Database,
    private readonly target: RelayTarget,
  ) {
    this.listening = db.listen(RELAY_CHANNEL, (payload) => this.receive(payload));
    this.listening.then(
      () => this.send({ hello: true }),
      (error: unknown) => console.error('realtime relay: cannot listen; broadcast and presence stay in this process', error),
    );
    this.timer = setInterval(() => this.tick(), HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Tells the other processes; their clients hear it as this process's do. */
  publish(message: RelayMessage): void {
    this.send({ m: [message] });
  }

  /** Whether a channel of the member is open on another process. */
  hasMember(member: string): boolean {
    for (const peer of this.peers.values()) if (peer.members.has(member)) return true;
    return false;
  }

  /** Says goodbye (the others drop this process's presences at once) and stops listening. */
  async close(): Promise<void> {
    if (this.stopped) return;
    this.send({ bye: true });
    this.stopped = true;
    clearInterval(this.timer);
    await this.drain();
    const unlisten = await this.listening.catch(() => undefined);
    await unlisten?.();
  }

  private send(outgoing: Outgoing): void {
    if (this.stopped) return;
    this.queue.push(outgoing);
    this.kick();
  }

  /** Starts sending what is queued unless a send is under way (which, done, looks again). */
  private kick(): void {
    if (this.sending || this.queue.length === 0) return;
    this.sending = this.flush().finally(() => {
      this.sending = undefined;
      this.kick();
    });
  }

  private async drain(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      const envelopes: Envelope[] = [];
      for (const outgoing of batch) {
        const last = envelopes.at(-1);
        // Messages queued together leave in one envelope; control envelopes keep their place.
        if (outgoing.m && last && onlyMessages(last)) last.m!.push(...outgoing.m);
        else envelopes.push({ o: this.origin, s: ++this.seq, ...outgoing, ...(outgoing.m && { m: [...outgoing.m] }) });
      }
      const payloads = envelopes.flatMap(toPayloads);
      this.sentAt = Date.now();
      try {
        // One statement, one transaction: the parts of an envelope are delivered all together, in order.
        await this.db.query(`select pg_notify('${RELAY_CHANNEL}', p) from unnest($1::text[]) with ordinality as t(p, n) order by n`, [payloads]);
      } catch (error) {
        // The others see the gap in the sequence and ask for this process's state.
        console.error('realtime relay: cannot notify the other processes', error);
      }
    }
  }

  private tick(): void {
    const now = Date.now();
    if (now - this.sentAt >= HEARTBEAT_MS) this.send({});
    for (const [origin, peer] of this.peers) if (peer.heard < now - PEER_TIMEOUT_MS) this.dropPeer(origin);
  }

  private dropPeer(origin: string): void {
    this.peers.delete(origin);
    this.target.dropPresence((_room, id) => !id.startsWith(`${origin}/`));
  }

  private receive(payload: string): void {
    let envelope: Envelope | undefined;
    try {
      envelope = this.assembler.accept(payload) as Envelope | undefined;
    } catch (error) {
      return console.error('realtime relay: unreadable notification', error);
    }
    if (!envelope || envelope.o === this.origin || this.stopped) return;
    const { o: origin } = envelope;
    if (envelope.bye) return this.dropPeer(origin);
    let peer = this.peers.get(origin);
    const missed = peer ? envelope.s !== peer.seq + 1 : !envelope.hello;
    if (!peer) this.peers.set(origin, (peer = { seq: 0, heard: 0, members: new Set(), asked: 0 }));
    peer.seq = envelope.s;
    peer.heard = Date.now();
    if (envelope.state) this.replaceState(origin, peer, envelope.state);
    else if (missed && peer.heard - peer.asked > HEARTBEAT_MS) {
      peer.asked = peer.heard;
      this.send({ want: origin });
    }
    for (const message of envelope.m ?? []) this.apply(origin, peer, message);
    if (envelope.hello || envelope.want === this.origin) this.send({ state: this.target.localState() });
  }

  private apply(origin: string, peer: Peer, message: RelayMessage): void {
    if (message.t === 'broadcast') {
      const { room, event, json, bytes } = message;
      this.target.deliverBroadcast(room, bytes === undefined ? { event, json } : { event, bytes: Buffer.from(bytes, 'base64') });
    } else if (message.t === 'presence') {
      this.target.putPresence({ ...message, id: `${origin}/${message.id}` });
    } else if (message.on) {
      peer.members.add(message.member);
    } else {
      peer.members.delete(message.member);
    }
  }

  private replaceState(origin: string, peer: Peer, state: NonNullable<Envelope['state']>): void {
    const ids = new Set(state.presence.map((entry) => `${entry.room}\n${origin}/${entry.id}`));
    this.target.dropPresence((room, id) => !id.startsWith(`${origin}/`) || ids.has(`${room}\n${id}`));
    for (const entry of state.presence) this.target.putPresence({ ...entry, id: `${origin}/${entry.id}` });
    peer.members = new Set(state.members);
    // Answered: a gap seen from now on is a new loss, worth asking about at once.
    peer.asked = 0;
  }
}
