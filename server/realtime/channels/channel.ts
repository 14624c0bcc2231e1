import type { Claims } from '../../jwt';
import type { Condition } from '../changes/postgres-filter';
import type { PhoenixMessage, UserBroadcast } from '../frames';
import type { ChannelPolicies } from './channel-policies';

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
  /** Set for a private channel (config.private): what realtime.messages policies allow the member. */
  policies?: ChannelPolicies;
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
  /**
   * The channels that hear each other: those on the same topic and of the same kind. A public
   * channel must not hear a private one (hosted keeps them apart too), or anyone could listen in.
   */
  readonly room: string;
  presenceEnabled: boolean;
  policies?: ChannelPolicies;
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
    this.policies = options.policies;
    // Topics all start with `realtime:`, so a private room's name is never a public topic.
    this.room = options.policies ? `private|${options.topic}` : options.topic;
  }

  /** Public channels may do everything; private ones what their policies allow. */
  may(extension: keyof ChannelPolicies, access: 'read' | 'write'): boolean {
    return this.policies ? this.policies[extension][access] : true;
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
