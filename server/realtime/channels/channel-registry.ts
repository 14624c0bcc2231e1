import type { Channel, PostgresBinding } from './channel';

/** Every joined channel of the server, by topic, and their postgres_changes bindings, by table. */
export class ChannelRegistry {
  private readonly byTopic = new Map<string, Set<Channel>>();
  // Keyed 'schema.table'; wildcards are stored under '*' in their place.
  private readonly byTable = new Map<string, Set<PostgresBinding>>();

  add(channel: Channel): void {
    let channels = this.byTopic.get(channel.topic);
    if (!channels) this.byTopic.set(channel.topic, (channels = new Set()));
    channels.add(channel);
    for (const binding of channel.postgresBindings) {
      const key = `${binding.schema}.${binding.table}`;
      let bindings = this.byTable.get(key);
      if (!bindings) this.byTable.set(key, (bindings = new Set()));
      bindings.add(binding);
    }
  }

  remove(channel: Channel): void {
    const channels = this.byTopic.get(channel.topic);
    channels?.delete(channel);
    if (channels?.size === 0) this.byTopic.delete(channel.topic);
    for (const binding of channel.postgresBindings) {
      const key = `${binding.schema}.${binding.table}`;
      const bindings = this.byTable.get(key);
      bindings?.delete(binding);
      if (bindings?.size === 0) this.byTable.delete(key);
    }
  }

  onTopic(topic: string): ReadonlySet<Channel> {
    return this.byTopic.get(topic) ?? new Set();
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
