import type { Database, RequestHeaders } from '../db';
import type { Claims } from '../jwt';
import { restErrors } from './rest-error';
import type { StatementRow } from './sql/statement';

export interface Execution {
  total: number | null;
  pageTotal: number;
  body: string | null;
  /** Upserts with merge-duplicates: how many rows were inserted rather than updated. */
  inserted: number | null;
}

export interface ExecuteChecks {
  /** Accept: application/vnd.pgrst.object+json: exactly one row, else 406 and nothing is kept. */
  single?: boolean;
  /** Prefer: handling=strict, max-affected=n. */
  maxAffected?: number;
  /** Prefer: tx=rollback: answer as if committed, keep nothing. */
  rollback?: boolean;
  /** The request's headers for SQL (request.headers). */
  headers?: RequestHeaders;
}

class Rollback {
  constructor(readonly result: Execution) {}
}

/** Runs one statement in one transaction as the caller's role; failed checks roll it back. */
export async function execute(
  db: Database,
  claims: Claims,
  sql: string,
  values: string[],
  checks: ExecuteChecks = {},
): Promise<Execution> {
  try {
    return await db.asRole(
      claims,
      async (tx) => {
      const { rows } = await tx.query<StatementRow>(sql, values);
      const row = rows[0];
      const result: Execution = {
        total: row?.total === null || row?.total === undefined ? null : Number(row.total),
        pageTotal: Number(row?.page_total ?? 0),
        body: row?.body ?? null,
        inserted: row?.inserted === null || row?.inserted === undefined ? null : Number(row.inserted),
      };
      if (checks.single && result.pageTotal !== 1) throw restErrors.singularity(result.pageTotal);
      if (checks.maxAffected !== undefined && result.pageTotal > checks.maxAffected) {
        throw restErrors.maxAffected(result.pageTotal);
      }
      if (checks.rollback) throw new Rollback(result);
      return result;
      },
      checks.headers,
    );
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
}
