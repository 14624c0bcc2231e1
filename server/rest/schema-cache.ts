import type { Tx } from '../db';
import { SCHEMA_CACHE_SQL } from './schema-cache-sql';
import { viewKeys, type RawKey, type RawView } from './view-keys';

export interface Column {
  name: string;
  /** Schema-qualified type for casts, e.g. `"pg_catalog"."int4"`. */
  type: string;
  /** The type as PostgreSQL prints it, e.g. `integer`. */
  typeName: string;
  nullable: boolean;
  /** The default expression, from the catalog. */
  default: string | null;
  generated: boolean;
}

export interface Relation {
  /** The schema it is in (the cache's): SQL names it qualified. */
  schema: string;
  name: string;
  /** r table, p partitioned, v view, m materialized view, f foreign table, c composite type. */
  kind: string;
  columns: Column[];
  columnsByName: Map<string, Column>;
  primaryKey: string[];
  /**
   * Computed fields: functions of one parameter of this relation's row type returning a base type,
   * selected, filtered and ordered like columns (`t.fn` is `fn(t)` in PostgreSQL), never in `*`.
   */
  computed?: Map<string, Column>;
}

/** A foreign key seen from one side: from `table` to `target`. */
export interface Relationship {
  table: string;
  target: string;
  constraint: string;
  columns: string[];
  targetColumns: string[];
  /** many-to-one (an object), one-to-many (an array) or one-to-one (an object both ways). */
  cardinality: 'm2o' | 'o2m' | 'o2o' | 'm2m';
  isSelf: boolean;
  /**
   * Many-to-many: the junction table whose primary key holds a foreign key to each side; `columns`
   * (on the junction) reference `table`'s `tableColumns`, `targetJunctionColumns` the target's `targetColumns`.
   */
  junction?: { table: string; columns: string[]; tableColumns: string[]; targetJunctionColumns: string[] };
  /** A computed relationship: the function (of the row) that returns the target's rows. */
  computed?: string;
}

export interface RoutineArg {
  name: string;
  /** i in, o out, b inout, v variadic, t table column. */
  mode: string;
  type: string;
  typeName: string;
}

export interface Routine {
  /** The schema it is in (the cache's); set when the cache is loaded. */
  schema: string;
  name: string;
  returnsSet: boolean;
  /** The planner's row estimate (ROWS n): 1 makes a set-returning computed relationship to-one. */
  rows: number;
  volatility: string;
  returnType: string;
  /** b base, c composite, d domain, e enum, p pseudo (void, record), r range, m multirange. */
  returnTypeKind: string;
  returnRelation: string | null;
  defaultCount: number;
  args: RoutineArg[];
}

export interface SchemaCache {
  schema: string;
  relations: Map<string, Relation>;
  /** Relationships by the table they start from. */
  relationships: Map<string, Relationship[]>;
  /** Overloads by name. */
  routines: Map<string, Routine[]>;
}

interface RawCache {
  relations: { oid: number; name: string; kind: string; columns: (Column & { attnum: number })[] }[];
  keys: RawKey[];
  views: RawView[];
  routines: Routine[];
}

/** Reads tables, columns, keys, foreign keys and functions of one schema (as the owner). */
export async function loadSchemaCache(db: Tx, schema = 'public'): Promise<SchemaCache> {
  const { rows } = await db.query<{ cache: string }>(SCHEMA_CACHE_SQL, [schema]);
  const raw = JSON.parse(rows[0].cache) as RawCache;
  const keys = [...raw.keys, ...viewKeys(raw.relations, raw.views, raw.keys)];
  const relations = new Map<string, Relation>();
  for (const { name, kind, columns } of raw.relations) {
    relations.set(name, {
      schema,
      name,
      kind,
      columns,
      columnsByName: new Map(columns.map((c) => [c.name, c])),
      primaryKey: keys.find((k) => k.type === 'p' && k.table === name)?.columns ?? [],
    });
  }
  const routines = new Map<string, Routine[]>();
  for (const r of raw.routines) r.schema = schema;
  for (const r of raw.routines.filter(callable)) routines.set(r.name, [...(routines.get(r.name) ?? []), r]);
  const relationships = relationshipsOf(keys);
  addManyToMany(raw.keys, relationships);
  addComputed(schema, relations, relationships, raw.routines);
  return { schema, relations, relationships, routines };
}

// Types one unnamed parameter may have: PostgREST passes it the whole body.
const BODY_TYPES = ['bytea', 'json', 'jsonb', 'text', 'xml'].map((t) => `"pg_catalog"."${t}"`);

/**
 * As PostgREST's schema cache: a function with unnamed input parameters is left out, unless that is
 * its only one unnamed and it can take a body (so `f(integer)` is unknown, PGRST202).
 */
function callable(routine: Routine): boolean {
  const inputs = routine.args.filter((a) => ['i', 'b', 'v'].includes(a.mode));
  const unnamed = inputs.filter((a) => a.name === '').length;
  return unnamed === 0 || (unnamed === 1 && BODY_TYPES.includes(inputs[0].type));
}

/**
 * PostgREST's computed fields and computed relationships: a function whose one parameter is a
 * relation's row type extends that relation, with a column (base type result) or an embed (a table's
 * or view's rows; to-one unless it returns a set of more than ROWS 1).
 */
function addComputed(schema: string, relations: Map<string, Relation>, relationships: Map<string, Relationship[]>, all: Routine[]) {
  const rowType = (name: string) => `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
  const byRowType = new Map([...relations.values()].map((r) => [rowType(r.name), r]));
  for (const routine of all) {
    const inputs = routine.args.filter((a) => ['i', 'b', 'v'].includes(a.mode));
    const origin = inputs.length === 1 ? byRowType.get(inputs[0].type) : undefined;
    if (!origin || routine.returnType === '"pg_catalog"."void"') continue;
    if (routine.returnRelation === null && !routine.returnsSet && routine.returnTypeKind !== 'p') {
      const column: Column = { name: routine.name, type: routine.returnType, typeName: routine.returnType, nullable: true, default: null, generated: true };
      origin.computed = new Map([...(origin.computed ?? []), [routine.name, column]]);
    } else if (routine.returnRelation !== null && relations.has(routine.returnRelation)) {
      const toOne = !routine.returnsSet || routine.rows === 1;
      const list = relationships.get(origin.name) ?? [];
      list.push({
        table: origin.name,
        target: routine.returnRelation,
        constraint: routine.name,
        columns: [],
        targetColumns: [],
        cardinality: toOne ? 'm2o' : 'o2m',
        isSelf: false,
        computed: routine.name,
      });
      relationships.set(origin.name, list);
    }
  }
}

/**
 * PostgREST's many-to-many: a table whose primary key covers two foreign keys on distinct columns is a
 * junction between their tables (only tables' own keys: a view's inherited ones would add a pair for
 * every view of a table).
 */
function addManyToMany(keys: RawKey[], relationships: Map<string, Relationship[]>) {
  for (const pk of keys.filter((k) => k.type === 'p')) {
    const fks = keys.filter((k) => k.type === 'f' && k.table === pk.table && k.refTable && k.refColumns && k.columns.every((c) => pk.columns.includes(c)));
    for (const from of fks) {
      for (const to of fks) {
        if (from === to || from.columns.some((c) => to.columns.includes(c))) continue;
        const list = relationships.get(from.refTable!) ?? [];
        list.push({
          table: from.refTable!,
          target: to.refTable!,
          constraint: `${from.name},${to.name}`,
          columns: [],
          targetColumns: to.refColumns!,
          cardinality: 'm2m',
          isSelf: from.refTable === to.refTable,
          junction: { table: pk.table, columns: from.columns, tableColumns: from.refColumns!, targetJunctionColumns: to.columns },
        });
        relationships.set(from.refTable!, list);
      }
    }
  }
}

function relationshipsOf(keys: RawKey[]): Map<string, Relationship[]> {
  const unique = keys.filter((k) => k.type !== 'f').map((k) => `${k.table}:${[...k.columns].sort().join(',')}`);
  const out = new Map<string, Relationship[]>();
  const add = (r: Relationship) => out.set(r.table, [...(out.get(r.table) ?? []), r]);
  for (const fk of keys) {
    if (fk.type !== 'f' || fk.refTable === null || fk.refColumns === null) continue;
    const oneToOne = unique.includes(`${fk.table}:${[...fk.columns].sort().join(',')}`);
    const isSelf = fk.table === fk.refTable;
    add({
      table: fk.table,
      target: fk.refTable,
      constraint: fk.name,
      columns: fk.columns,
      targetColumns: fk.refColumns,
      cardinality: oneToOne ? 'o2o' : 'm2o',
      isSelf,
    });
    add({
      table: fk.refTable,
      target: fk.table,
      constraint: fk.name,
      columns: fk.refColumns,
      targetColumns: fk.columns,
      cardinality: oneToOne ? 'o2o' : 'o2m',
      isSelf,
    });
  }
  return out;
}
