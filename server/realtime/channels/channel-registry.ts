import type { Channel, PostgresBinding } from './channel';

/** Every joined channel of the server, by room (topic and kind), and their postgres_changes bindings, by table. */
export class ChannelRegistry {
  private readonly byTopic = new Map<string, Set<Channel>>();
  // Keyed 'schema.table'; wildcards are stored under '*' in their place.
  private readonly byTable = new Map<string, Set<PostgresBinding>>();

  add(channel: Channel): void {
    let channels = this.byTopic.get(channel.room);
    if (!channels) this.byTopic.set(channel.room, (channels = new Set()));
    channels.add(channel);
    for (const binding of channel.postgresBindings) {
      const key = `${binding.schema}.${binding.table}`;
      let bindings = this.byTable.get(key);
      if (!bindings) this.byTable.set(key, (bindings = new Set()));
      bindings.add(binding);
    }
  }

  remove(channel: Channel): void {
    const channels = this.byTopic.get(channel.room);
    channels?.delete(channel);
    if (channels?.size === 0) this.byTopic.delete(channel.room);
    for (const binding of channel.postgresBindings) {
      const key = `${binding.schema}.${binding.table}`;
      const bindings = this.byTable.get(key);
      bindings?.delete(binding);
      if (bindings?.size === 0) this.byTable.delete(key);
    }
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

  get hasBindings(): boolean {
    return this.byTable.size > 0;
  }
}
