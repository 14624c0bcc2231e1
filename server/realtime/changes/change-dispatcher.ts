import type { Claims } from '../../jwt';
import type { Channel, PostgresBinding } from '../channels/channel';
import type { RealtimeHub } from '../realtime-hub';
import type { FeedChange } from './change-feed';
import { changeData, changesNothingReadable, type CapturedChange } from './change-payload';
import { matchesFilter } from './postgres-filter';
import { readRow } from './row-visibility';
import { subscribersWhoMaySee } from './subscriber-visibility';
import type { TableInfo } from './table-catalog';

type Delivery = () => void;

// Claims that differ only in timing are the same caller to row-level security. Kept per claims
// object (a channel's, until its token changes): every change would otherwise stringify them all.
const callerKeys = new WeakMap<Claims, string>();
function callerKey(claims: Claims): string {
  let key = callerKeys.get(claims);
  if (key === undefined) {
    key = JSON.stringify({ ...claims, exp: undefined, iat: undefined, nbf: undefined });
    callerKeys.set(claims, key);
  }
  return key;
}

/**
 * Turns committed changes into postgres_changes events. Each change is matched against bindings
 * (event, then filter, in memory), then the distinct callers are checked against the table's
 * policies, all of one role in one statement where the policies allow it, then sent. Work on
 * changes overlaps; sending keeps commit order.
 */
export class ChangeDispatcher {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly hub: RealtimeHub) {}

  accept(change: FeedChange): void {
    // Nobody listens: no work at all, not even a catalog lookup.
    if (!this.hub.registry.hasBindings) return;
    const prepared = this.prepare(change).catch((error: unknown): Delivery[] => {
      console.error(`realtime: cannot dispatch a change of ${change.schema}.${change.table}`, error);
      return [];
    });
    this.tail = this.tail.then(() => prepared).then((deliveries) => deliveries.forEach((deliver) => deliver()));
  }

  /** Resolves when every accepted change has been sent. */
  idle(): Promise<void> {
    return this.tail;
  }

  private async prepare(feed: FeedChange): Promise<Delivery[]> {
    const table = await this.hub.catalog.table(feed.schema, feed.table);
    if (!table) return [];
    const wanted = this.hub.registry
      .bindingsFor(feed.schema, feed.table)
      .filter((b) => b.event === '*' || b.event === feed.type);
    if (wanted.length === 0) return [];
    const change = await this.complete(table, feed);
    if (!change) return [];
    const subject = change.type === 'DELETE' ? change.old : change.record;
    const matched = wanted.filter((b) => matchesFilter(b.filter, subject ?? {}));
    if (matched.length === 0) return [];

    const callers = new Map<string, { claims: Claims; bindings: PostgresBinding[] }>();
    for (const binding of matched) {
      const key = callerKey(binding.channel.claims);
      const caller = callers.get(key) ?? { claims: binding.channel.claims, bindings: [] };
      caller.bindings.push(binding);
      callers.set(key, caller);
    }
    const groups = [...callers.values()];
    const claimSets = groups.map((g) => g.claims);
    const visible = await subscribersWhoMaySee(this.hub.ctx.db, table, change, claimSets);

    const deliveries: Delivery[] = [];
    for (const [i, group] of groups.entries()) {
      if (!visible[i]) continue;
      const readable = await this.hub.catalog.selectableColumns(table, group.claims.role);
      if (readable.size === 0 || changesNothingReadable(table, change, readable)) continue;
      deliveries.push(...this.deliveries(table, change, readable, group.bindings));
    }
    return deliveries;
  }

  /** The change with its rows: read from the table when the notification carried only keys. */
  private async complete(table: TableInfo, feed: FeedChange): Promise<CapturedChange | undefined> {
    if (!feed.tooLarge || feed.type === 'DELETE') return feed;
    const record = await readRow(this.hub.ctx.db, table, feed.key ?? {});
    return record ? { ...feed, record } : undefined;
  }

  /** One event per channel (and column selection), naming every binding of it that matched. */
  private deliveries(
    table: TableInfo,
    change: CapturedChange,
    readable: ReadonlySet<string>,
    bindings: PostgresBinding[],
  ): Delivery[] {
    const byChannel = new Map<string, { channel: Channel; ids: number[]; select?: string[] }>();
    for (const binding of bindings) {
      const key = `${binding.channel.uid}|${binding.select?.join(',') ?? ''}`;
      const entry = byChannel.get(key) ?? { channel: binding.channel, ids: [], select: binding.select };
      entry.ids.push(binding.id);
      byChannel.set(key, entry);
    }
    return [...byChannel.values()].map(({ channel, ids, select }) => {
      const columns = select ? new Set(select.filter((c) => readable.has(c))) : readable;
      const data = changeData(table, change, columns);
      return () => channel.push('postgres_changes', { ids, data });
    });
  }
}
