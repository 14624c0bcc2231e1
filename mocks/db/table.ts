/** A unique index of a table: the database's constraint name and the value it keeps unique. */
export interface UniqueKey<Row> {
  constraint: string;
  /** How PostgreSQL's detail names the key, e.g. `lower(username)`. */
  column: string;
  value: (row: Row) => unknown;
}

/** What PostgreSQL raises as 23505, so the REST layer can answer as PostgREST does. */
export class UniqueViolation extends Error {
  readonly detail: string;
  constructor(
    readonly constraint: string,
    column: string,
    value: unknown,
  ) {
    super(`duplicate key value violates unique constraint "${constraint}"`);
    this.detail = `Key (${column})=(${String(value)}) already exists.`;
  }
}

export type Where<Row> = Partial<Row> | ((row: Row) => boolean);

export interface TableOptions<Row> {
  /** The row a seed or an insert makes: every column, with the defaults the migration gives. */
  create: (input: Partial<Row>) => Row;
  unique: UniqueKey<Row>[];
}

function matcher<Row extends object>(where: Where<Row>): (row: Row) => boolean {
  if (typeof where === 'function') return where;
  return (row) => Object.entries(where).every(([column, value]) => row[column as keyof Row] === value);
}

/**
 * One table of the mock database: rows in memory, unique indexes checked on every write. Tests seed
 * it with create(); MSW handlers read and write it as PostgREST and GoTrue would.
 */
export function createTable<Row extends object>({ create, unique }: TableOptions<Row>) {
  let rows: Row[] = [];

  function assertUnique(row: Row, except?: Row) {
    for (const key of unique) {
      const value = key.value(row);
      if (value === null || value === undefined) continue;
      if (rows.some((other) => other !== except && key.value(other) === value)) throw new UniqueViolation(key.constraint, key.column, value);
    }
  }

  return {
    /** Every column a row has: the shape of create({}). */
    columns: (): string[] => Object.keys(create({})),
    create(input: Partial<Row> = {}): Row {
      const row = create(input);
      assertUnique(row);
      rows.push(row);
      return row;
    },
    findFirst: (where: Where<Row>): Row | null => rows.find(matcher(where)) ?? null,
    findMany: (where: Where<Row> = () => true): Row[] => rows.filter(matcher(where)),
    update(where: Where<Row>, patch: Partial<Row>): Row[] {
      const changed = rows.filter(matcher(where)).map((row) => ({ before: row, after: { ...row, ...patch } }));
      changed.forEach(({ before, after }) => assertUnique(after, before));
      rows = rows.map((row) => changed.find((change) => change.before === row)?.after ?? row);
      return changed.map(({ after }) => after);
    },
    delete(where: Where<Row>): Row[] {
      const removed = rows.filter(matcher(where));
      rows = rows.filter((row) => !removed.includes(row));
      return removed;
    },
    reset() {
      rows = [];
    },
  };
}

export type Table<Row extends object> = ReturnType<typeof createTable<Row>>;

/** A table as the REST layer sees it: rows of named columns, whatever the resource. */
export type RecordTable = Table<Record<string, unknown>>;

// Row types only help seeding; PostgREST handles every table alike.
export const asRecordTable = <Row extends object>(table: Table<Row>) => table as unknown as RecordTable;
