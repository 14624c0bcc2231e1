import type { Claims } from '../jwt';

export interface QueryResult<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** An HTTP request's headers as PostgREST hands them to SQL: lower-case names, one string each. */
export type RequestHeaders = Record<string, string>;

export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Tx {
  /**
   * One transaction as the role in claims with request.jwt.claims set (like PostgREST); RLS decides.
   * `headers` become request.headers, as PostgREST sets them for SQL to read; `searchPath`, when
   * given, is the transaction's search_path (PostgREST's, set with the claims: no extra round trip).
   */
  asRole<T>(claims: Claims, fn: (tx: Tx) => Promise<T>, headers?: RequestHeaders, searchPath?: string): Promise<T>;
  /** One transaction as the owner (superuser): auth/admin work. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Calls onPayload for each NOTIFY on channel (delivered at commit); resolves to a function that stops. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The connection pool's use, on PostgreSQL (/metrics); PGlite is one connection and has none. */
  poolUse?(): PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  total: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/** A transaction that can also run scripts of several statements (migrations, bootstrap). */
export interface ScriptTx extends Tx {
  exec(sql: string): Promise<void>;
}

/**
 * What each driver (PGlite, node-postgres) provides; `createDatabase` adds the role switching.
 * Calling the engine itself from inside one of its transactions waits forever on PGlite (one
 * connection): use the `tx` passed to the callback.
 */
export interface Engine extends ScriptTx {
  transaction<T>(fn: (tx: ScriptTx) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  poolUse?(): PoolUse;
  close(): Promise<void>;
}
