import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler, ServerContext } from '../context';
import { HttpError } from '../http';
import { BucketLocks } from './buckets/bucket-locks';
import { storageErrorFromDatabase } from './errors/database-error';
import { STORAGE_ERRORS } from './errors/error-catalogue';
import { sendStorageError, StorageError } from './errors/storage-error';
import { fileLocations } from './file-locations';
import { startAbandonedUploadSweep } from './objects/abandoned-uploads';
import { discardRequest } from './request-stream';
import { ImageRenderer } from './render/image-renderer';
import { matchRoute } from './routes';
import type { StorageEnv } from './storage-request';

export interface StorageSurface {
  handler: Handler;
  /** Stops the sweep of abandoned uploads. */
  close(): Promise<void>;
}

/**
 * `/storage/v1` as hosted Supabase Storage answers storage-js: buckets and objects in the
 * `storage.buckets` / `storage.objects` tables (written as the caller, so the policies decide) and the
 * files under `<dataDir>/storage/<bucket>/<key>`. Uploads that never became a photo are swept.
 */
export function createStorage(ctx: ServerContext): StorageSurface {
  const env = createStorageEnv(ctx);
  const sweep = startAbandonedUploadSweep(env);
  return { handler: storageHandler(env), close: () => sweep.stop() };
}

/** What every storage operation of one server shares: its files, its bucket locks, its image renderer. */
export function createStorageEnv(ctx: ServerContext): StorageEnv {
  const files = fileLocations(ctx.config.dataDir);
  // On PostgreSQL other processes may write the same directory: they wait for each other too.
  const locks = new BucketLocks(ctx.config.databaseUrl ? ctx.db : undefined);
  return { ctx, files, locks, images: new ImageRenderer({ db: ctx.db, files, locks }) };
}

function storageHandler(env: StorageEnv): Handler {
  return async (req, res, subpath) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      const match = matchRoute(method, subpath.split('/').slice(1));
      if (match === undefined) throw STORAGE_ERRORS.routeNotFound(method, `/storage/v1${subpath}`);
      await match.operation({ env, req, res, bucket: match.bucket, key: match.key, query: url.searchParams });
    } catch (error) {
      answerError(req, res, error);
    }
  };
}

function answerError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy(); // a file was being sent: the client sees a cut response, not a wrong one
    return;
  }
  sendStorageError(res, asStorageError(error));
  discardRequest(req); // an upload refused before its end: read the rest so the answer arrives
}

function asStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof URIError) return STORAGE_ERRORS.invalidRequest('Invalid percent-encoding in the path');
  if (error instanceof HttpError) {
    if (error.reason === 'body_too_large') return STORAGE_ERRORS.entityTooLarge();
    if (error.reason === 'invalid_json') return STORAGE_ERRORS.invalidRequest('Body is not valid JSON');
    return new StorageError({ statusCode: error.status, httpStatus: error.status, code: 'InvalidRequest', message: error.message });
  }
  const fromDatabase = storageErrorFromDatabase(error);
  if (fromDatabase && fromDatabase.statusCode !== 500) return fromDatabase;
  console.error('storage request failed:', error);
  return fromDatabase ?? STORAGE_ERRORS.internal();
}
