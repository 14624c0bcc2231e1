import type { ChangeEvent, Channel, PostgresBinding } from '../channels/channel';
import { JoinError } from '../channels/join-request';
import { FilterError, parseFilter, type Condition } from './postgres-filter';
import type { TableCatalog } from './table-catalog';

const EVENTS: readonly (ChangeEvent | '*')[] = ['INSERT', 'UPDATE', 'DELETE', '*'];

let nextBindingId = 1;

const text = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new JoinError(`postgres_changes ${field} must be a string`);
  return value;
};

/**
 * Checks a channel's postgres_changes against the database: the table exists, is published and has
 * a primary key (rows are re-read by it), and the filter names its columns. Throws JoinError.
 */
export async function resolveBindings(
  channel: Channel,
  requested: readonly Record<string, unknown>[],
  catalog: TableCatalog,
): Promise<PostgresBinding[]> {
  const bindings: PostgresBinding[] = [];
  for (const params of requested) {
    const event = text(params.event, 'event')?.toUpperCase() as ChangeEvent | '*' | undefined;
    if (!event || !EVENTS.includes(event)) throw new JoinError('postgres_changes event must be INSERT, UPDATE, DELETE or *');
    const schema = text(params.schema, 'schema');
    if (!schema) throw new JoinError('postgres_changes needs a schema');
    const table = schema === '*' ? '*' : (text(params.table, 'table') ?? '*');
    const filterText = text(params.filter, 'filter');
    const select = params.select;
    if (select !== undefined && (!Array.isArray(select) || select.some((c) => typeof c !== 'string'))) {
      throw new JoinError('postgres_changes select must be a list of column names');
    }
    let filter: Condition[] = [];
    if (table !== '*') {
      const info = await catalog.table(schema, table);
      if (!info) throw new JoinError(`table ${schema}.${table} does not exist`);
      if (!info.published) throw new JoinError(`table ${schema}.${table} is not in publication supabase_realtime`);
      if (info.primaryKey.length === 0) throw new JoinError(`table ${schema}.${table} has no primary key`);
      const unknown = (select as string[] | undefined)?.find((c) => !info.columnTypes.has(c));
      if (unknown) throw new JoinError(`table ${schema}.${table} has no column "${unknown}"`);
      try {
        filter = filterText ? parseFilter(filterText, info.columnTypes) : [];
      } catch (error) {
        if (error instanceof FilterError) throw new JoinError(`invalid filter "${filterText}": ${error.message}`);
        throw error;
      }
    } else if (filterText || select) {
      throw new JoinError('a postgres_changes filter or select needs a table');
    }
    bindings.push({ id: nextBindingId++, channel, event, schema, table, filter, select: select as string[] | undefined });
  }
  return bindings;
}
