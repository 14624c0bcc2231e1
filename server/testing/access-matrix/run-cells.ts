import type { Claims } from '../../jwt';
import type { Database, Tx } from '../../db/types';

/**
 * Who asks: a visitor, the member the row belongs to, the other member it names, one it does not, a
 * member the owner blocked, the server.
 */
export const CALLERS = ['anon', 'owner', 'other', 'stranger', 'blocked', 'service_role'] as const;
export type Caller = (typeof CALLERS)[number];

export const OPERATIONS = ['select', 'insert', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * allowed: the statement read or wrote the row. filtered: it ran, and row-level security hid the row
 * (0 rows). refused: PostgreSQL raised 42501 (no privilege, or a WITH CHECK failed). Anything else is
 * reported as the error itself, so a statement that breaks for another reason never passes as a refusal.
 */
export type Outcome = 'allowed' | 'filtered' | 'refused' | `error ${string}`;
export type OutcomeRow = Record<Caller, Outcome>;
export type TableMatrix = Record<Operation, OutcomeRow>;

export interface Statement {
  sql: string;
  params?: unknown[];
}

export interface Cell extends Statement {
  /** Run as the database owner first, inside the same rolled-back savepoint (e.g. free the key to insert). */
  before?: Statement[];
}

export interface TableCells {
  /** The claims each caller sends (anon's and the service role's carry no member). */
  callers: Record<Caller, Claims>;
  cells: Record<Operation, Cell>;
}

// What PostgREST sets at the start of a request (server/db/database.ts), local to the savepoint, so
// rolling back to it also gives the owner's role back.
const SET_CALLER = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`;

const rowsOutcome = (rows: number): Outcome => (rows > 0 ? 'allowed' : 'filtered');

/** 42501 is a refusal; any other error is shown as itself. */
export function errorOutcome(error: unknown): Outcome {
  const { code, message } = error as { code?: string; message?: string };
  return code === '42501' ? 'refused' : `error ${code ?? '?'}: ${message ?? String(error)}`;
}

/** What a select cell gives through db.asRole, the way every other test and the API run a request. */
export const selectThroughRequest = (db: Database, claims: Claims, cell: Cell): Promise<Outcome> =>
  db.asRole(claims, (tx) => tx.query(cell.sql, cell.params)).then((result) => rowsOutcome(result.rows.length), errorOutcome);

/** One statement as `claims`, in a savepoint rolled back afterwards: the row and the world stay as they were. */
async function runCell(tx: Tx, claims: Claims, operation: Operation, cell: Cell): Promise<Outcome> {
  await tx.query('savepoint access_cell');
  try {
    for (const step of cell.before ?? []) await tx.query(step.sql, step.params);
    await tx.query(SET_CALLER, [claims.role, JSON.stringify(claims), claims.sub ?? '']);
    const result = await tx.query(cell.sql, cell.params);
    // Deferred checks (photo positions) would otherwise run only at a commit that never comes.
    await tx.query('set constraints all immediate');
    return rowsOutcome(operation === 'select' ? result.rows.length : (result.affectedRows ?? 0));
  } catch (error) {
    return errorOutcome(error);
  } finally {
    await tx.query('rollback to savepoint access_cell');
    await tx.query('release savepoint access_cell');
  }
}

/** Every caller × operation of one table, inside `tx`. */
export async function tableMatrix(tx: Tx, table: TableCells): Promise<TableMatrix> {
  const matrix = {} as TableMatrix;
  for (const operation of OPERATIONS) {
    const row = {} as OutcomeRow;
    for (const caller of CALLERS) row[caller] = await runCell(tx, table.callers[caller], operation, table.cells[operation]);
    matrix[operation] = row;
  }
  return matrix;
}

const ROLLBACK = new Error('rollback');

/** Runs `work` in a transaction as the owner and rolls it back, whatever it changed (DDL included). */
export async function rolledBack<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await work(tx);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return result as T;
}

/** `anon, owner, other, stranger, blocked, service_role`, in that order: how the expectations are written. */
export const outcomes = (...cells: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]): OutcomeRow =>
  Object.fromEntries(CALLERS.map((caller, i) => [caller, cells[i]])) as OutcomeRow;

/** The cells where two matrices differ, as `operation caller: before → after`. */
export function changedCells(before: TableMatrix, after: TableMatrix): string[] {
  return OPERATIONS.flatMap((operation) =>
    CALLERS.filter((caller) => before[operation][caller] !== after[operation][caller]).map(
      (caller) => `${operation} ${caller}: ${before[operation][caller]} → ${after[operation][caller]}`,
    ),
  );
}
