import { viewColumnOrigins } from './view-column-origins';

/** A primary, unique or foreign key as the schema cache reads it from pg_constraint. */
export interface RawKey {
  name: string;
  type: 'p' | 'u' | 'f';
  table: string;
  refTable: string | null;
  columns: string[];
  refColumns: string[] | null;
}

export interface RawRelation {
  oid: number;
  name: string;
  columns: { name: string; attnum: number }[];
}

export interface RawView {
  name: string;
  tree: string;
}

/** For each view, the table it shows columns of and which view column shows which table column. */
type ViewColumns = { view: string; table: string; columns: Map<string, string> };

function viewColumnMaps(relations: RawRelation[], views: RawView[]): ViewColumns[] {
  const byOid = new Map(relations.map((r) => [r.oid, r]));
  const maps: ViewColumns[] = [];
  for (const view of views) {
    const perTable = new Map<string, Map<string, string>>();
    for (const origin of viewColumnOrigins(view.tree)) {
      const table = byOid.get(origin.tableOid);
      const column = table?.columns.find((c) => c.attnum === origin.attnum);
      if (!table || !column) continue; // a table outside the exposed schema
      const columns = perTable.get(table.name) ?? new Map<string, string>();
      if (!columns.has(column.name)) columns.set(column.name, origin.column);
      perTable.set(table.name, columns);
    }
    for (const [table, columns] of perTable) maps.push({ view: view.name, table, columns });
  }
  return maps;
}

const mapAll = (columns: string[], map: Map<string, string>) =>
  columns.every((c) => map.has(c)) ? columns.map((c) => map.get(c)!) : undefined;

/**
 * The keys views inherit from the tables they show, as PostgREST infers them: a view that shows all
 * columns of a table's key has that key, and a foreign key whose columns a view shows (on either side,
 * or both) links the view too. Embeds across views then work as across their tables.
 */
export function viewKeys(relations: RawRelation[], views: RawView[], keys: RawKey[]): RawKey[] {
  const maps = viewColumnMaps(relations, views);
  const sides = (table: string, columns: string[]) => [
    { table, columns },
    ...maps.flatMap((m) => {
      const mapped = m.table === table ? mapAll(columns, m.columns) : undefined;
      return mapped ? [{ table: m.view, columns: mapped }] : [];
    }),
  ];
  const derived: RawKey[] = [];
  for (const key of keys) {
    if (key.type !== 'f') {
      derived.push(...sides(key.table, key.columns).slice(1).map((s) => ({ ...key, ...s })));
      continue;
    }
    if (key.refTable === null || key.refColumns === null) continue;
    for (const from of sides(key.table, key.columns)) {
      for (const to of sides(key.refTable, key.refColumns)) {
        if (from.table === key.table && to.table === key.refTable) continue; // the key itself
        derived.push({ ...key, table: from.table, columns: from.columns, refTable: to.table, refColumns: to.columns });
      }
    }
  }
  return derived;
}
