import type { Claims } from '../../jwt';
import type { Condition } from '../changes/postgres-filter';
import type { PhoenixMessage, UserBroadcast } from '../frames';

/** Where a channel's frames go: its connection. */
export interface ChannelSink {
  send(message: PhoenixMessage): void;
  sendBroadcast(topic: string, broadcast: UserBroadcast): void;
}

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

/** One postgres_changes binding of a joined channel, with the id the client matches events by. */
export interface PostgresBinding {
  id: number;
  channel: Channel;
  event: ChangeEvent | '*';
  /** '*' for every schema or table. */
  schema: string;
  table: string;
  filter: Condition[];
  /** The columns to send (`select` of the binding); all the role may read when absent. */
  select?: string[];
}

export type ChannelClaims = Claims & { exp: number };

export interface ChannelOptions {
  topic: string;
  joinRef: string | null;
  claims: ChannelClaims;
  token: string;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
}

let nextUid = 1;

/** A topic joined by one connection: who it is (claims) and what it asked for (config). */
export class Channel {
  readonly uid = nextUid++;
  readonly topic: string;
  readonly subTopic: string;
  readonly joinRef: string | null;
  readonly broadcastSelf: boolean;
  readonly broadcastAck: boolean;
  readonly presenceKey: string;
  presenceEnabled: boolean;
  claims: ChannelClaims;
  token: string;
  postgresBindings: PostgresBinding[] = [];
  /** False once left or closed: late deliveries check it. */
  open = true;

  constructor(
    readonly sink: ChannelSink,
    options: ChannelOptions,
  ) {
    this.topic = options.topic;
    this.subTopic = options.topic.slice('realtime:'.length);
    this.joinRef = options.joinRef;
    this.claims = options.claims;
    this.token = options.token;
    this.broadcastSelf = options.broadcastSelf;
    this.broadcastAck = options.broadcastAck;
    this.presenceKey = options.presenceKey;
    this.presenceEnabled = options.presenceEnabled;
  }

  push(event: string, payload: object): void {
    if (this.open) this.sink.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  reply(ref: string | null, status: 'ok' | 'error', response: object = {}): void {
    this.sink.send({ joinRef: this.joinRef, ref, topic: this.topic, event: 'phx_reply', payload: { status, response } });
  }

  /** A `system` event, as hosted Realtime sends about subscriptions and shutdowns. */
  pushSystem(extension: 'system' | 'postgres_changes', status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }
}
