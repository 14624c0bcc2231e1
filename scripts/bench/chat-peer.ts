import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';

export interface Received {
  id: string;
  content: string;
  /** The server's time in microseconds since 1970, whatever the text form it came in. */
  createdAt: bigint;
}

/** '2026-11-23T14:50:00.123456+00:00' (REST), '2026-11-23 14:50:00.1234+00' and the like → microseconds. */
export function micros(timestamp: string): bigint {
  const match = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?(Z|[+-]\d\d(?::?\d\d)?)?$/.exec(timestamp);
  if (!match) throw new Error(`Not a timestamp: ${timestamp}`);
  const [, date, time, fraction = '', zone = 'Z'] = match;
  const offset = zone === 'Z' ? zone : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  return BigInt(Date.parse(`${date}T${time}${offset}`)) * 1000n + BigInt(fraction.padEnd(6, '0'));
}

const SEND_TIMEOUT_MS = 1_000;
// What the app does after a reconnect: ask again from a little before the newest message seen, since
// transactions may commit in another order than their created_at.
const CATCH_UP_OVERLAP_MS = 10_000;

/**
 * One member's client as the app behaves: sends with an id of its own and retries with the same id
 * until the server answers; receives by a realtime subscription filtered to itself and, whenever the
 * channel (re)joins, fetches what it may have missed; keeps each message once, by id.
 */
export class ChatPeer {
  readonly inbox = new Map<string, Received>();
  /** Times each message id was handed over (realtime or catch-up), duplicates included. */
  readonly deliveries = new Map<string, number>();
  readonly firstSeenAt = new Map<string, number>();
  retries = 0;
  catchUps = 0;
  private channel?: RealtimeChannel;

  constructor(readonly id: string, private readonly client: SupabaseClient) {}

  subscribe(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.channel = this.client
        .channel(`inbox:${this.id}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `receiver_id=eq.${this.id}` }, (change) => {
          const row = change.new as { id: string; content: string; created_at: string };
          this.keep({ id: row.id, content: row.content, createdAt: micros(row.created_at) });
        })
        .subscribe((status, error) => {
          if (status === 'SUBSCRIBED') {
            resolve();
            void this.catchUp();
          } else if (status === 'CHANNEL_ERROR' && !this.channel) reject(error ?? new Error(status));
        });
    });
  }

  async send(receiverId: string, body: string): Promise<{ id: string; startedAt: number }> {
    const id = randomUUID();
    const startedAt = performance.now();
    for (;;) {
      const { error } = await this.client
        .rpc('send_message', { message_id: id, receiver: receiverId, body })
        .abortSignal(AbortSignal.timeout(SEND_TIMEOUT_MS))
        .single();
      if (!error) return { id, startedAt };
      this.retries++;
    }
  }

  async catchUp(): Promise<void> {
    this.catchUps++;
    const newest = [...this.inbox.values()].reduce((max, m) => (m.createdAt > max ? m.createdAt : max), 0n);
    let since = new Date(Math.max(0, Number(newest / 1000n) - CATCH_UP_OVERLAP_MS)).toISOString();
    for (;;) {
      // From the last time seen, that time included: ids already kept are dropped.
      const { data, error } = await this.client
        .from('messages')
        .select('id, content, created_at')
        .eq('receiver_id', this.id)
        .gte('created_at', since)
        .order('created_at')
        .limit(200);
      if (error) return;
      for (const row of data) this.keep({ id: row.id, content: row.content, createdAt: micros(row.created_at) });
      if (data.length < 200) return;
      since = data[data.length - 1].created_at;
    }
  }

  private keep(message: Received): void {
    this.deliveries.set(message.id, (this.deliveries.get(message.id) ?? 0) + 1);
    if (this.inbox.has(message.id)) return;
    this.inbox.set(message.id, message);
    this.firstSeenAt.set(message.id, performance.now());
  }

  /** What the thread shows: oldest first, by the server's time, then id. */
  thread(): Received[] {
    return [...this.inbox.values()].sort((a, b) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1));
  }
}
