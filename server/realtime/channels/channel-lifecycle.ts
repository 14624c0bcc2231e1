import { resolveBindings } from '../changes/postgres-bindings';
import type { PhoenixMessage } from '../frames';
import { REASONS } from '../reasons';
import { Channel, type ChannelClaims } from './channel';
import type { ChannelOwner } from './channel-owner';
import { readChannelPolicies, type ChannelPolicies } from './channel-policies';
import { checkChannelToken } from './channel-token';
import { JoinError, readJoinRequest } from './join-request';

// setTimeout holds at most about 24.8 days; longer tokens are checked again when it fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Ends a channel on the server. With a reason it is the server's doing (an expired token, too many
 * events): the client gets a `system` error and phx_close, as hosted Realtime sends them.
 */
export function closeChannel(connection: ChannelOwner, channel: Channel, reason?: string): void {
  if (reason) {
    channel.pushSystem('system', 'error', reason);
    channel.push('phx_close', {});
  }
  clearTimeout(connection.expiryTimers.get(channel));
  connection.expiryTimers.delete(channel);
  if (connection.channels.get(channel.topic) === channel) connection.channels.delete(channel.topic);
  connection.hub.remove(channel);
}

/** Closes the channel when its token expires, unless a fresher token arrived meanwhile. */
function watchExpiry(connection: ChannelOwner, channel: Channel): void {
  clearTimeout(connection.expiryTimers.get(channel));
  const remaining = channel.claims.exp * 1000 - Date.now();
  const timer = setTimeout(() => {
    connection.expiryTimers.delete(channel);
    if (!channel.open) return;
    const secondsAgo = Math.floor(Date.now() / 1000) - channel.claims.exp;
    if (secondsAgo >= 0) closeChannel(connection, channel, REASONS.tokenExpired(secondsAgo));
    else watchExpiry(connection, channel);
  }, Math.min(Math.max(remaining, 0), MAX_TIMER_MS));
  timer.unref();
  connection.expiryTimers.set(channel, timer);
}

export async function joinChannel(connection: ChannelOwner, message: PhoenixMessage): Promise<void> {
  const { hub } = connection;
  const refuse = (reason: string) => connection.reply(message, 'error', { reason });
  if (!message.topic.startsWith('realtime:')) return refuse(REASONS.unmatchedTopic);
  if (message.topic === 'realtime:') return refuse(REASONS.noTopicName);
  // Joining a topic again replaces the earlier join, as in Phoenix.
  const earlier = connection.channels.get(message.topic);
  if (earlier) closeChannel(connection, earlier);
  if (connection.channels.size >= hub.limits.maxChannelsPerConnection) return refuse(REASONS.tooManyChannels);

  let request;
  try {
    request = readJoinRequest(message.payload);
  } catch (error) {
    if (error instanceof JoinError) return refuse(error.message);
    throw error;
  }
  const token = request.accessToken ?? connection.apiKey;
  const check = await checkChannelToken(token, hub.ctx);
  if (!check.ok) return refuse(check.reason);
  const subTopic = message.topic.slice('realtime:'.length);
  let policies: ChannelPolicies | undefined;
  if (request.private) {
    policies = await readChannelPolicies(hub.ctx.db, subTopic, check.claims);
    // As hosted: a member who may not read the channel's broadcasts may not join it.
    if (!policies.broadcast.read) return refuse(`Unauthorized: ${REASONS.readUnauthorized(subTopic)}`);
  }

  const channel = new Channel(connection, {
    topic: message.topic,
    joinRef: message.joinRef ?? message.ref,
    claims: check.claims,
    token,
    broadcastSelf: request.broadcastSelf,
    broadcastAck: request.broadcastAck,
    presenceKey: request.presenceKey,
    presenceEnabled: request.presenceEnabled,
    policies,
  });
  if (request.postgresChanges.length > 0) {
    try {
      await hub.captureReady;
    } catch {
      return refuse(REASONS.captureDown);
    }
    try {
      channel.postgresBindings = await resolveBindings(channel, request.postgresChanges, hub.catalog);
    } catch (error) {
      if (error instanceof JoinError) return refuse(error.message);
      throw error;
    }
  }
  if (connection.closed) return;

  connection.channels.set(channel.topic, channel);
  hub.add(channel);
  const postgresChanges = request.postgresChanges.map((params, i) => ({ ...params, id: channel.postgresBindings[i].id }));
  channel.reply(message.ref, 'ok', { postgres_changes: postgresChanges });
  if (channel.presenceEnabled) hub.sendPresenceState(channel);
  if (channel.postgresBindings.length > 0) channel.pushSystem('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  if (request.replicationReady) channel.pushSystem('system', 'ok', 'Replication connection established');
  watchExpiry(connection, channel);
}

/**
 * Reads a private channel's policies again for `claims`: closes the channel when they no longer let
 * the member read it (system error, then phx_close), else keeps what they allow now. False when the
 * channel is closed.
 */
export async function recheckChannelPolicies(connection: ChannelOwner, channel: Channel, claims: ChannelClaims): Promise<boolean> {
  const policies = await readChannelPolicies(connection.hub.ctx.db, channel.subTopic, claims);
  if (!channel.open) return false;
  if (!policies.broadcast.read) {
    closeChannel(connection, channel, REASONS.readUnauthorized(channel.subTopic));
    return false;
  }
  channel.policies = policies;
  // Presence the member may no longer write leaves the topic.
  if (!policies.presence.write) connection.hub.untrack(channel);
  return true;
}

/**
 * An `access_token` event: the channel continues under the new token's claims, or closes if it is
 * bad. A private channel's policies are read again for the new claims, as hosted does.
 */
export async function refreshChannelToken(connection: ChannelOwner, channel: Channel, token: unknown): Promise<void> {
  if (typeof token !== 'string' || token === '' || token === channel.token) return;
  const check = await checkChannelToken(token, connection.hub.ctx);
  if (!channel.open) return;
  if (!check.ok) return closeChannel(connection, channel, check.reason);
  if (channel.policies && !(await recheckChannelPolicies(connection, channel, check.claims))) return;
  channel.token = token;
  channel.claims = check.claims;
  watchExpiry(connection, channel);
}
