import type { PhoenixMessage, UserBroadcast } from '../frames';
import { REASONS } from '../reasons';
import type { Channel } from './channel';
import { closeChannel, joinChannel, refreshChannelToken } from './channel-lifecycle';
import type { ChannelOwner } from './channel-owner';

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Counts a client event against the connection's rate; over it, the channel is shut down. */
function withinRate(connection: ChannelOwner, channel: Channel): boolean {
  if (connection.limiter.tryTake()) return true;
  closeChannel(connection, channel, REASONS.tooManyEvents);
  return false;
}

/** A binary frame carries its broadcast; a JSON one sends `{ type: 'broadcast', event, payload }`. */
function broadcastOf(message: PhoenixMessage): UserBroadcast | undefined {
  if (message.broadcast) return message.broadcast;
  const body = asObject(message.payload);
  return typeof body.event === 'string' ? { event: body.event, json: body.payload } : undefined;
}

function handleBroadcast(connection: ChannelOwner, channel: Channel, message: PhoenixMessage): void {
  if (!withinRate(connection, channel)) return;
  const broadcast = broadcastOf(message);
  if (!broadcast) return connection.reply(message, 'error', { reason: REASONS.badBroadcast });
  // Hosted drops a broadcast its write policies refuse without a word, even when an ack was asked.
  if (!channel.may('broadcast', 'write')) return;
  connection.hub.broadcast(channel, broadcast);
  if (channel.broadcastAck) connection.reply(message, 'ok');
}

function handlePresence(connection: ChannelOwner, channel: Channel, message: PhoenixMessage): void {
  if (!withinRate(connection, channel)) return;
  const body = asObject(message.payload);
  const event = typeof body.event === 'string' ? body.event.toLowerCase() : '';
  if (event === 'track' && !channel.may('presence', 'write')) {
    return connection.reply(message, 'error', { reason: REASONS.presenceUnauthorized });
  }
  if (event === 'track') connection.hub.track(channel, asObject(body.payload));
  else if (event === 'untrack') connection.hub.untrack(channel);
  else return connection.reply(message, 'error', { reason: REASONS.badPresence });
  connection.reply(message, 'ok');
}

/** Dispatches one client frame: heartbeats, joins and leaves, then events of joined channels. */
export async function handleChannelMessage(connection: ChannelOwner, message: PhoenixMessage): Promise<void> {
  if (message.topic === 'phoenix') {
    if (message.event === 'heartbeat') return connection.reply(message, 'ok');
    return connection.reply(message, 'error', { reason: REASONS.unknownEvent(message.event) });
  }
  if (message.event === 'phx_join') return joinChannel(connection, message);

  const channel = connection.channels.get(message.topic);
  const current = channel && (message.joinRef === null || message.joinRef === channel.joinRef);
  if (message.event === 'phx_leave') {
    if (current) closeChannel(connection, channel);
    // Leaving a topic that is not joined is fine, as in Phoenix.
    return connection.reply(message, 'ok');
  }
  if (!current) return connection.reply(message, 'error', { reason: REASONS.unmatchedTopic });

  switch (message.event) {
    case 'access_token':
      return refreshChannelToken(connection, channel, asObject(message.payload).access_token);
    case 'broadcast':
      return handleBroadcast(connection, channel, message);
    case 'presence':
      return handlePresence(connection, channel, message);
    default:
      return connection.reply(message, 'error', { reason: REASONS.unknownEvent(message.event) });
  }
}
