import type { Database, RequestHeaders, Tx } from '../db';
import type { Claims } from '../jwt';
import { MAX_ROWS } from './max-rows';
import { restErrors } from './rest-error';
import type { PlanRequest } from './parse/media-type';
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
  /** The transaction's search_path, as PostgREST sets it (the request's schema first). */
  searchPath?: string;
  /** Prefer: count=planned|estimated: the count query whose planner estimate is the total. */
  estimate?: { mode: 'planned' | 'estimated'; countSql: string };
}

class Rollback<T> {
  constructor(readonly result: T) {}
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
      if (checks.estimate) result.total = await estimatedTotal(tx, checks.estimate, result.total, values);
      if (checks.single && result.pageTotal !== 1) throw restErrors.singularity(result.pageTotal);
      if (checks.maxAffected !== undefined && result.pageTotal > checks.maxAffected) {
        throw restErrors.maxAffected(result.pageTotal);
      }
      if (checks.rollback) throw new Rollback(result);
      return result;
      },
      checks.headers,
      checks.searchPath,
    );
  } catch (error) {
    if (error instanceof Rollback) return error.result as Execution;
    throw error;
  }
}

/**
 * PostgREST's planned and estimated counts: the planner's row estimate of the count query
 * (`Plan Rows` of its EXPLAIN); `estimated` keeps the exact count unless it passed MAX_ROWS.
 */
async function estimatedTotal(tx: Tx, estimate: NonNullable<ExecuteChecks['estimate']>, exact: number | null, values: string[]): Promise<number | null> {
  if (estimate.mode === 'estimated' && (exact === null || exact <= MAX_ROWS)) return exact;
  const { rows } = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${withParameters(estimate.countSql, values.length)}`, values);
  const plan = JSON.parse(planText(Object.values(rows[0] ?? {})[0] ?? 'null')) as { Plan?: { 'Plan Rows'?: unknown } }[] | null;
  const planned = plan?.[0]?.Plan?.['Plan Rows'];
  if (typeof planned !== 'number') return exact;
  return estimate.mode === 'estimated' ? Math.max(exact ?? 0, planned) : planned;
}

/**
 * A statement that uses only some of the request's parameters, declared all the same (each is text):
 * PostgreSQL refuses a parameter it cannot type. The planner drops the unreferenced CTE.
 */
export function withParameters(sql: string, count: number): string {
  if (count === 0) return sql;
  const declared = Array.from({ length: count }, (_, i) => `$${i + 1}::text`).join(', ');
  return `WITH pgrst_parameters AS (SELECT ${declared}) ${sql}`;
}

/** EXPLAIN of a request's statement, as the caller's role and always rolled back (options may include ANALYZE). */
export async function explain(
  db: Database,
  claims: Claims,
  sql: string,
  values: string[],
  plan: PlanRequest,
  checks: Pick<ExecuteChecks, 'headers' | 'searchPath'>,
): Promise<string> {
  const options = [`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((o) => o.toUpperCase())].join(', ');
  try {
    return await db.asRole(
      claims,
      async (tx) => {
          const { rows } = await tx.query<Record<string, unknown>>(`EXPLAIN (${options}) ${sql}`, values);
        // FORMAT TEXT is a row per line, FORMAT JSON one row (PostgREST joins the rows' text with newlines).
        throw new Rollback(rows.map((r) => planText(Object.values(r)[0])).join('\n'));
      },
      checks.headers,
      checks.searchPath,
    );
  } catch (error) {
    if (error instanceof Rollback) return error.result as string;
    throw error;
  }
}

// The JSON format arrives parsed by some drivers, as text by others.
function planText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
