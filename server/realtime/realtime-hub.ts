import type { ServerContext } from '../context';
import { TableCatalog } from './changes/table-catalog';
import type { Channel } from './channels/channel';
import { ChannelRegistry } from './channels/channel-registry';
import { PresenceTracker, type PresenceDiff, type PresenceEntry } from './channels/presence-tracker';
import type { UserBroadcast } from './frames';
import type { RealtimeRelay, RelayTarget } from './relay/realtime-relay';

export interface RealtimeLimits {
  /** Channels one connection may have joined at once (hosted: 100). */
  maxChannelsPerConnection: number;
  /** Broadcast and presence events per second from one connection (SPEC §9: 10). */
  eventsPerSecond: number;
  /** A connection that sends nothing (not even a heartbeat) for this long is dropped. */
  idleTimeoutMs: number;
  /** Largest frame a client may send. */
  maxFrameBytes: number;
  /** Unsent bytes a slow connection may pile up before it is dropped. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  maxChannelsPerConnection: 100,
  eventsPerSecond: 10,
  // realtime-js sends a heartbeat every 25 s; Phoenix's own timeout is 60 s.
  idleTimeoutMs: 60_000,
  maxFrameBytes: 1024 * 1024,
  maxBufferedBytes: 8 * 1024 * 1024,
};

/**
 * What all connections of one server share: the joined channels, presence and table knowledge. With a
 * relay (several processes on one PostgreSQL), broadcasts and presence also go to and come from the
 * other processes' hubs.
 */
export class RealtimeHub implements RelayTarget {
  readonly registry = new ChannelRegistry();
  readonly presence = new PresenceTracker();
  readonly catalog: TableCatalog;
  relay?: RealtimeRelay;

  constructor(
    readonly ctx: ServerContext,
    readonly limits: RealtimeLimits,
    /** Resolves once database changes are captured; joins with postgres_changes wait for it. */
    readonly captureReady: Promise<void>,
  ) {
    this.catalog = new TableCatalog(ctx.db);
  }

  add(channel: Channel): void {
    const first = this.registry.add(channel);
    if (first) this.relay?.publish({ t: 'member', member: first, on: true });
  }

  /** Takes a channel off the server; its presence leaves the topic. */
  remove(channel: Channel): void {
    channel.open = false;
    const last = this.registry.remove(channel);
    if (last) this.relay?.publish({ t: 'member', member: last, on: false });
    this.untrack(channel);
  }

  broadcast(from: Channel, broadcast: UserBroadcast): void {
    for (const channel of this.registry.inRoom(from.room)) {
      if (channel === from && !from.broadcastSelf) continue;
      if (channel.may('broadcast', 'read')) channel.sink.sendBroadcast(channel.topic, broadcast);
    }
    const { event, json, bytes } = broadcast;
    this.relay?.publish({ t: 'broadcast', room: from.room, event, json, bytes: bytes?.toString('base64') });
  }

  /** A broadcast another process's client sent. */
  deliverBroadcast(room: string, broadcast: UserBroadcast): void {
    for (const channel of this.registry.inRoom(room)) {
      if (channel.may('broadcast', 'read')) channel.sink.sendBroadcast(channel.topic, broadcast);
    }
  }

  track(channel: Channel, payload: Record<string, unknown>): void {
    if (!channel.presenceEnabled) {
      // The first track turns presence on for a channel that joined without it: it needs the state.
      channel.presenceEnabled = true;
      this.sendPresenceState(channel);
    }
    const diff = this.presence.track(channel, payload);
    this.sendPresenceDiff(channel.room, diff);
    const meta = diff?.joins[channel.presenceKey].metas[0];
    if (meta) this.relay?.publish({ t: 'presence', room: channel.room, id: String(channel.uid), key: channel.presenceKey, meta });
  }

  untrack(channel: Channel): void {
    const diff = this.presence.untrack(channel);
    this.sendPresenceDiff(channel.room, diff);
    if (diff) this.relay?.publish({ t: 'presence', room: channel.room, id: String(channel.uid), key: channel.presenceKey });
  }

  putPresence(entry: PresenceEntry | Omit<PresenceEntry, 'meta'>): void {
    const diff = 'meta' in entry && entry.meta ? this.presence.put(entry) : this.presence.drop(entry.room, entry.id);
    this.sendPresenceDiff(entry.room, diff);
  }

  dropPresence(keep: (room: string, id: string) => boolean): void {
    for (const [room, diff] of this.presence.dropRemote(keep)) this.sendPresenceDiff(room, diff);
  }

  localState(): { presence: PresenceEntry[]; members: string[] } {
    return { presence: this.presence.local(), members: this.registry.members() };
  }

  /** Who is present, to a channel that may see it. */
  sendPresenceState(channel: Channel): void {
    if (channel.may('presence', 'read')) channel.push('presence_state', this.presence.state(channel.room));
  }

  private sendPresenceDiff(room: string, diff: PresenceDiff | null): void {
    if (!diff) return;
    for (const channel of this.registry.inRoom(room)) {
      if (channel.presenceEnabled && channel.may('presence', 'read')) channel.push('presence_diff', diff);
    }
  }
}
