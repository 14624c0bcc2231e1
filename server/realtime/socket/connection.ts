import type WebSocket from 'ws';
import type { Channel } from '../channels/channel';
import { handleChannelMessage } from '../channels/channel-messages';
import type { ChannelOwner } from '../channels/channel-owner';
import {
  decodeBinary,
  decodeText,
  encodeText,
  encodeUserBroadcast,
  FrameError,
  type PhoenixMessage,
  type UserBroadcast,
  type Vsn,
} from '../frames';
import type { RealtimeHub } from '../realtime-hub';
import { REASONS } from '../reasons';
import { EventRateLimiter } from './event-rate-limiter';

// Close codes: 1007 for frames that break the protocol, 1008 for a client over a limit.
const CLOSE_BAD_FRAME = 1007;
const CLOSE_POLICY = 1008;
const CLOSE_GOING_AWAY = 1001;

/** One realtime WebSocket: decodes frames in order, owns its channels, and cleans up when it goes. */
export class Connection implements ChannelOwner {
  readonly channels = new Map<string, Channel>();
  readonly limiter: EventRateLimiter;
  readonly expiryTimers = new Map<Channel, NodeJS.Timeout>();
  lastSeen = Date.now();
  closed = false;
  // Frames are handled one after another, as a Phoenix socket process does: a join completes
  // before the broadcast sent right after it is looked at.
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly apiKey: string,
    readonly hub: RealtimeHub,
  ) {
    this.limiter = new EventRateLimiter(hub.limits.eventsPerSecond);
    ws.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  private receive(data: Buffer, isBinary: boolean): void {
    this.lastSeen = Date.now();
    let message: PhoenixMessage;
    try {
      message = isBinary ? decodeBinary(data) : decodeText(this.vsn, data.toString('utf8'));
    } catch (error) {
      if (!(error instanceof FrameError)) throw error;
      this.close(CLOSE_BAD_FRAME, error.message);
      return;
    }
    this.queue = this.queue
      .then(() => (this.closed ? undefined : handleChannelMessage(this, message)))
      .catch((error: unknown) => {
        console.error('realtime: message handling failed', error);
        this.reply(message, 'error', { reason: REASONS.internal });
      });
  }

  send(message: PhoenixMessage): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.write(encodeText(this.vsn, message));
  }

  sendBroadcast(topic: string, broadcast: UserBroadcast): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (broadcast.bytes) {
      // Bytes only travel in 2.0.0 binary frames; a 1.0.0 client cannot receive them.
      if (this.vsn === '2.0.0') this.write(encodeUserBroadcast(topic, broadcast));
      return;
    }
    const payload = { type: 'broadcast', event: broadcast.event, payload: broadcast.json };
    this.write(encodeText(this.vsn, { joinRef: null, ref: null, topic, event: 'broadcast', payload }));
  }

  /** A phx_reply to a message, whether or not its topic is joined. */
  reply(to: PhoenixMessage, status: 'ok' | 'error', response: object = {}): void {
    this.send({ joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } });
  }

  close(code = CLOSE_GOING_AWAY, reason = ''): void {
    if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING) this.ws.close(code, reason);
    this.dispose();
  }

  /** Forgets every channel of this connection; safe to call more than once. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.expiryTimers.clear();
    for (const channel of this.channels.values()) this.hub.remove(channel);
    this.channels.clear();
  }

  private write(data: string | Buffer): void {
    // A client that stopped reading would make the server hold its messages without end.
    if (this.ws.bufferedAmount > this.hub.limits.maxBufferedBytes) {
      this.close(CLOSE_POLICY, 'too slow');
      this.ws.terminate();
      return;
    }
    this.ws.send(data);
  }
}
