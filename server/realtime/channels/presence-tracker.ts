import { randomBytes } from 'node:crypto';
import type { Channel } from './channel';

export type PresenceMeta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
/** Phoenix's wire shape: key → { metas }, one meta per tracking channel. */
export type PresenceState = Record<string, { metas: PresenceMeta[] }>;
export interface PresenceDiff {
  joins: PresenceState;
  leaves: PresenceState;
}

/** One tracking channel's presence, as the realtime relay carries it between processes. */
export interface PresenceEntry {
  room: string;
  /** The channel on its own process (a string: another process's channels are not objects here). */
  id: string;
  key: string;
  meta: PresenceMeta;
}

interface Tracked {
  key: string;
  meta: PresenceMeta;
  /** The payload as tracked, to skip a track that changes nothing (as hosted does). */
  json: string;
}

const newRef = () => randomBytes(9).toString('base64url');

/**
 * Who is present in each room (topic and kind): one entry per tracking channel, grouped by presence
 * key. This process's channels are keyed by their object; another process's (server/realtime/relay)
 * by a string id naming that process and its channel.
 */
export class PresenceTracker {
  private readonly rooms = new Map<string, Map<Channel | string, Tracked>>();

  /** Tracks or re-tracks a channel; the diff to send, or null when nothing changed. */
  track(channel: Channel, payload: Record<string, unknown>): PresenceDiff | null {
    const json = JSON.stringify(payload);
    const before = this.rooms.get(channel.room)?.get(channel);
    if (before?.json === json) return null;
    const meta: PresenceMeta = { ...payload, phx_ref: newRef() };
    if (before) meta.phx_ref_prev = before.meta.phx_ref;
    return this.set(channel.room, channel, { key: channel.presenceKey, meta, json });
  }

  untrack(channel: Channel): PresenceDiff | null {
    return this.drop(channel.room, channel);
  }

  /** Another process's channel tracked (or re-tracked) this meta; the diff, or null when nothing changed. */
  put({ room, id, key, meta }: PresenceEntry): PresenceDiff | null {
    const json = JSON.stringify(meta);
    if (this.rooms.get(room)?.get(id)?.json === json) return null;
    return this.set(room, id, { key, meta, json });
  }

  /** Takes one entry off its room; the diff, or null when it was not there. */
  drop(room: string, id: Channel | string): PresenceDiff | null {
    const tracked = this.rooms.get(room);
    const before = tracked?.get(id);
    if (!tracked || !before) return null;
    tracked.delete(id);
    if (tracked.size === 0) this.rooms.delete(room);
    return { joins: {}, leaves: { [before.key]: { metas: [before.meta] } } };
  }

  /** The string ids `keep` refuses, taken off: each room's diff (another process gone or re-stated). */
  dropRemote(keep: (room: string, id: string) => boolean): Map<string, PresenceDiff> {
    const diffs = new Map<string, PresenceDiff>();
    for (const [room, tracked] of [...this.rooms]) {
      for (const id of [...tracked.keys()]) {
        if (typeof id !== 'string' || keep(room, id)) continue;
        const { leaves } = this.drop(room, id)!;
        const diff = diffs.get(room) ?? { joins: {}, leaves: {} };
        for (const [key, { metas }] of Object.entries(leaves)) (diff.leaves[key] ??= { metas: [] }).metas.push(...metas);
        diffs.set(room, diff);
      }
    }
    return diffs;
  }

  /** What this process's own channels track, for another process that asks for all of it. */
  local(): PresenceEntry[] {
    return [...this.rooms].flatMap(([room, tracked]) =>
      [...tracked]
        .filter((entry): entry is [Channel, Tracked] => typeof entry[0] !== 'string')
        .map(([channel, { key, meta }]) => ({ room, id: String(channel.uid), key, meta })),
    );
  }

  state(room: string): PresenceState {
    const state: PresenceState = {};
    for (const { key, meta } of this.rooms.get(room)?.values() ?? []) {
      (state[key] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }

  private set(room: string, id: Channel | string, next: Tracked): PresenceDiff {
    let tracked = this.rooms.get(room);
    if (!tracked) this.rooms.set(room, (tracked = new Map()));
    const before = tracked.get(id);
    tracked.set(id, next);
    const joins = { [next.key]: { metas: [next.meta] } };
    const leaves = before ? { [before.key]: { metas: [before.meta] } } : {};
    return { joins, leaves };
  }
}
