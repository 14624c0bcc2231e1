import type { PhoenixMessage } from '../frames';
import type { RealtimeHub } from '../realtime-hub';
import type { Channel, ChannelSink } from './channel';

/**
 * What the channel handlers need from the socket that joined the channels. The socket's Connection
 * implements it and hands itself to handleChannelMessage: channels never import the socket, so the
 * socket may depend on them without a cycle.
 */
export interface ChannelOwner extends ChannelSink {
  /** The channels joined on this socket, by topic. */
  readonly channels: Map<string, Channel>;
  /** Counts client events (broadcast, presence): false when the socket is over its rate. */
  readonly limiter: { tryTake(): boolean };
  /** The timer that closes each channel when its token expires. */
  readonly expiryTimers: Map<Channel, NodeJS.Timeout>;
  /** The API key the socket connected with: the token of a join that brings none. */
  readonly apiKey: string;
  readonly hub: RealtimeHub;
  /** True once the socket is gone: a join that finishes later must not register its channel. */
  readonly closed: boolean;
  /** A phx_reply to a message, whether or not its topic is joined. */
  reply(to: PhoenixMessage, status: 'ok' | 'error', response?: object): void;
}
