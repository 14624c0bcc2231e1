import { randomBytes } from 'node:crypto';
import type { Channel } from './channel';

type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
/** Phoenix's wire shape: key → { metas }, one meta per tracking channel. */
export type PresenceState = Record<string, { metas: Meta[] }>;
export interface PresenceDiff {
  joins: PresenceState;
  leaves: PresenceState;
}

interface Tracked {
  key: string;
  meta: Meta;
  /** The payload as tracked, to skip a track that changes nothing (as hosted does). */
  json: string;
}

const newRef = () => randomBytes(9).toString('base64url');

/** Who is present in each room (topic and kind): one entry per tracking channel, grouped by presence key. */
export class PresenceTracker {
  private readonly rooms = new Map<string, Map<Channel, Tracked>>();

  /** Tracks or re-tracks a channel; the diff to send, or null when nothing changed. */
  track(channel: Channel, payload: Record<string, unknown>): PresenceDiff | null {
    let tracked = this.rooms.get(channel.room);
    if (!tracked) this.rooms.set(channel.room, (tracked = new Map()));
    const json = JSON.stringify(payload);
    const before = tracked.get(channel);
    if (before?.json === json) return null;
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (before) meta.phx_ref_prev = before.meta.phx_ref;
    tracked.set(channel, { key: channel.presenceKey, meta, json });
    const joins = { [channel.presenceKey]: { metas: [meta] } };
    const leaves = before ? { [before.key]: { metas: [before.meta] } } : {};
    return { joins, leaves };
  }

  untrack(channel: Channel): PresenceDiff | null {
    const tracked = this.rooms.get(channel.room);
    const before = tracked?.get(channel);
    if (!tracked || !before) return null;
    tracked.delete(channel);
    if (tracked.size === 0) this.rooms.delete(channel.room);
    return { joins: {}, leaves: { [before.key]: { metas: [before.meta] } } };
  }

  state(room: string): PresenceState {
    const state: PresenceState = {};
    for (const { key, meta } of this.rooms.get(room)?.values() ?? []) {
      (state[key] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }
}
