import type { Database } from '../../db';
import type { Role } from '../../jwt';

export interface Column {
  name: string;
  /** pg_type.typname ('uuid', 'int4', '_text'), which realtime-js converts values by. */
  type: string;
}

export interface TableInfo {
  schema: string;
  name: string;
  columns: Column[];
  columnTypes: ReadonlyMap<string, string>;
  /** Key columns with their SQL type (format_type), to look a row up by its key. */
  primaryKey: { name: string; sqlType: string }[];
  published: boolean;
  /** REPLICA IDENTITY FULL: hosted Realtime then sends the whole old row of an update. */
  replicaIdentityFull: boolean;
}

const TABLE_SQL = `
select c.relreplident = 'f' as full_identity,
  exists (select 1 from pg_catalog.pg_publication_tables pt
          where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname) as published,
  (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
   from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
  (select json_agg(json_build_object('name', a.attname, 'sqlType', format_type(a.atttypid, a.atttypmod)) order by k.ord)
   from pg_catalog.pg_index i
   cross join unnest(i.indkey) with ordinality k(attnum, ord)
   join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
   where i.indrelid = c.oid and i.indisprimary) as primary_key
from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`;

const SELECTABLE_SQL = `
select coalesce(json_agg(a.attname), '[]') as names from pg_catalog.pg_attribute a
where a.attrelid = format('%I.%I', $1::text, $2::text)::regclass and a.attnum > 0 and not a.attisdropped
  and has_column_privilege($3::text, a.attrelid, a.attnum, 'SELECT')`;

interface TableRow {
  full_identity: boolean;
  published: boolean;
  columns: Column[] | null;
  primary_key: { name: string; sqlType: string }[] | null;
}

/**
 * What the realtime server needs to know about tables, read once per table and server start:
 * migrations run before the server starts, so the schema does not change under it.
 */
export class TableCatalog {
  private readonly tables = new Map<string, Promise<TableInfo | null>>();
  private readonly selectable = new Map<string, Promise<ReadonlySet<string>>>();

  constructor(private readonly db: Database) {}

  table(schema: string, name: string): Promise<TableInfo | null> {
    const key = `${schema}.${name}`;
    let info = this.tables.get(key);
    if (!info) {
      info = this.load(schema, name);
      this.tables.set(key, info);
      // A table that is missing now may be created later; failures are not kept either.
      info.then((found) => found ?? this.tables.delete(key), () => this.tables.delete(key));
    }
    return info;
  }

  /** The columns a role may select (column privileges); empty when it may not read the table. */
  selectableColumns(table: TableInfo, role: Role): Promise<ReadonlySet<string>> {
    const key = `${table.schema}.${table.name}:${role}`;
    let names = this.selectable.get(key);
    if (!names) {
      names = this.db
        .query<{ names: string[] }>(SELECTABLE_SQL, [table.schema, table.name, role])
        .then(({ rows }) => new Set(rows[0]?.names ?? []));
      this.selectable.set(key, names);
      names.catch(() => this.selectable.delete(key));
    }
    return names;
  }

  private async load(schema: string, name: string): Promise<TableInfo | null> {
    const { rows } = await this.db.query<TableRow>(TABLE_SQL, [schema, name]);
    const row = rows[0];
    if (!row) return null;
    const columns = row.columns ?? [];
    return {
      schema,
      name,
      columns,
      columnTypes: new Map(columns.map((c) => [c.name, c.type])),
      primaryKey: row.primary_key ?? [],
      published: row.published,
      replicaIdentityFull: row.full_identity,
    };
  }
}
