import type { Results } from '@electric-sql/pglite';

/**
 * What the server tier's Jest environment hands each test file (on its global, under this key): the
 * worker's pool of migrated PGlite databases (pglite-pool.ts). Types only and the key, so a test file
 * loading this module never loads the pool itself.
 */
export const FILE_DATABASES = Symbol.for('ascend.fileDatabases');

export interface FileDatabases {
  /** A database at the migrated snapshot, for this file alone until released. */
  acquire(): Promise<DatabaseLease>;
  /** The file ended: releases what it still holds, and refuses further acquires. */
  end(): Promise<void>;
}

export interface LeaseTx {
  query(sql: string, params?: unknown[]): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
}

/** One pooled PGlite lent to one test file; its values are made in the worker's realm, not the file's. */
export interface DatabaseLease {
  /** Which pooled instance this is: two leases with one number used the same PGlite, one after the other. */
  readonly instance: number;
  readonly closed: boolean;
  query(sql: string, params?: unknown[]): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(fn: (tx: LeaseTx) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Stops the file's use of it: later calls fail, and the pool brings it back to the snapshot. */
  release(): Promise<void>;
}

/** The pool the environment gave this file, if any (not on PostgreSQL, nor outside Jest). */
export function fileDatabases(global: object = globalThis): FileDatabases | undefined {
  return (global as { [FILE_DATABASES]?: FileDatabases })[FILE_DATABASES];
}
