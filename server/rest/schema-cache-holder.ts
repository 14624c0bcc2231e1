import type { Tx } from '../db';
import { RestError } from './rest-error';
import { loadSchemaCache, type SchemaCache } from './schema-cache';

// Errors that a schema cache older than the database can cause; a fresh cache may resolve them.
const STALE_CACHE_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);
const MIN_RELOAD_INTERVAL_MS = 1000;

/**
 * The schema cache, loaded on first use (after migrations ran). Like PostgREST it is not re-read on
 * every request; when a request names something the cache lacks, it is reloaded once (at most once a
 * second) and the request planned again, so tables created later are found.
 */
export class SchemaCacheHolder {
  private current: Promise<SchemaCache> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly db: Tx,
    private readonly schema: string,
  ) {}

  get(): Promise<SchemaCache> {
    if (!this.current) this.reload();
    return this.current!;
  }

  reload(): Promise<SchemaCache> {
    this.loadedAt = Date.now();
    const loading = loadSchemaCache(this.db, this.schema);
    loading.catch(() => {
      if (this.current === loading) this.current = undefined;
    });
    this.current = loading;
    return loading;
  }

  /** Runs work against the cache, retrying once on a fresh cache when it fails for want of a name. */
  async with<T>(work: (cache: SchemaCache) => T | Promise<T>): Promise<T> {
    try {
      return await work(await this.get());
    } catch (error) {
      const stale = error instanceof RestError && STALE_CACHE_CODES.has(error.code);
      if (!stale || Date.now() - this.loadedAt < MIN_RELOAD_INTERVAL_MS) throw error;
      return work(await this.reload());
    }
  }
}
