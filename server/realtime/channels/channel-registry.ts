import type { Channel, PostgresBinding } from './channel';

/** Every joined channel of the server, by room (topic and kind), and their postgres_changes bindings, by table. */
export class ChannelRegistry {
  private readonly byTopic = new Map<string, Set<Channel>>();
  // Keyed 'schema.table'; wildcards are stored under '*' in their place.
  private readonly byTable = new Map<string, Set<PostgresBinding>>();
  // Open channels per signed-in member, by the member each joined as (a later token is hers too).
  private readonly byMember = new Map<string, number>();
  private readonly memberOf = new WeakMap<Channel, string>();

  /** Adds a channel; the member it is the first open channel of, if any. */
  add(channel: Channel): string | undefined {
    let first: string | undefined;
    let channels = this.byTopic.get(channel.room);
    if (!channels) this.byTopic.set(channel.room, (channels = new Set()));
    channels.add(channel);
    const member = channel.claims.sub;
    if (member && !this.memberOf.has(channel)) {
      this.memberOf.set(channel, member);
      const count = (this.byMember.get(member) ?? 0) + 1;
      this.byMember.set(member, count);
      if (count === 1) first = member;
    }
    for (const binding of channel.postgresBindings) {
      const key = `${binding.schema}.${binding.table}`;
      let bindings = this.byTable.get(key);
      if (!bindings) this.byTable.set(key, (bindings = new Set()));
      bindings.add(binding);
    }
    return first;
  }

  /** Removes a channel; the member it was the last open channel of, if any. */
  remove(channel: Channel): string | undefined {
    let last: string | undefined;
    const channels = this.byTopic.get(channel.room);
    channels?.delete(channel);
    if (channels?.size === 0) this.byTopic.delete(channel.room);
    const member = this.memberOf.get(channel);
    if (member !== undefined) {
      this.memberOf.delete(channel);
      const left = (this.byMember.get(member) ?? 1) - 1;
      if (left > 0) this.byMember.set(member, left);
      else {
        this.byMember.delete(member);
        last = member;
      }
    }
    for (const binding of channel.postgresBindings) {
      const key = `${binding.schema}.${binding.table}`;
      const bindings = this.byTable.get(key);
      bindings?.delete(binding);
      if (bindings?.size === 0) this.byTable.delete(key);
    }
    return last;
  }

  /** The channels in a room (topic and kind, see Channel.room). */
  inRoom(room: string): ReadonlySet<Channel> {
    return this.byTopic.get(room) ?? new Set();
  }

  /** The bindings that may want a change of schema.table, before events and filters are checked. */
  bindingsFor(schema: string, table: string): PostgresBinding[] {
    const keys = [`${schema}.${table}`, `${schema}.*`, `*.*`];
    return keys.flatMap((key) => [...(this.byTable.get(key) ?? [])]);
  }

  /** Whether the member has a channel open: the app she has open is told of what happens (no push then). */
  hasMember(memberId: string): boolean {
    return this.byMember.has(memberId);
  }

  /** The members with a channel open here. */
  members(): string[] {
    return [...this.byMember.keys()];
  }

  get hasBindings(): boolean {
    return this.byTable.size > 0;
  }
}
