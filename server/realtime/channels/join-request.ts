import { randomUUID } from 'node:crypto';

/** What a phx_join asks for, read from `{ config, access_token }` as realtime-js sends it. */
export interface JoinRequest {
  accessToken?: string;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  replicationReady: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  private: boolean;
  /** The client's bindings as sent: the reply echoes them with ids. */
  postgresChanges: Record<string, unknown>[];
}

export class JoinError extends Error {}

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function readJoinRequest(payload: unknown): JoinRequest {
  const body = asObject(payload);
  const config = asObject(body.config);
  const broadcast = asObject(config.broadcast);
  const presence = asObject(config.presence);
  const token = body.access_token;
  if (token !== undefined && token !== null && typeof token !== 'string') {
    throw new JoinError('access_token must be a string');
  }
  const changes = config.postgres_changes ?? [];
  if (!Array.isArray(changes) || changes.some((c) => c === null || typeof c !== 'object' || Array.isArray(c))) {
    throw new JoinError('postgres_changes must be a list of bindings');
  }
  const key = presence.key;
  return {
    accessToken: token || undefined,
    broadcastSelf: broadcast.self === true,
    broadcastAck: broadcast.ack === true,
    replicationReady: broadcast.replication_ready === true,
    // Like hosted Realtime, a channel without a key is present under a key of its own.
    presenceKey: typeof key === 'string' && key !== '' ? key : randomUUID(),
    // Clients before realtime-js 2.11 did not say; hosted Realtime then tracks presence.
    presenceEnabled: presence.enabled !== false,
    private: config.private === true,
    postgresChanges: changes as Record<string, unknown>[],
  };
}
