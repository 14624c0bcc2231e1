import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import type { BucketLocks } from './buckets/bucket-locks';
import type { FileLocations } from './file-locations';
import type { ImageRenderer } from './render/image-renderer';

/** What every storage operation works with: one per server. */
export interface StorageEnv {
  ctx: ServerContext;
  files: FileLocations;
  locks: BucketLocks;
  images: ImageRenderer;
}

export interface StorageRequest {
  env: StorageEnv;
  req: IncomingMessage;
  res: ServerResponse;
  /** The bucket and object key from the path, percent-decoded. */
  bucket: string;
  key: string;
  query: URLSearchParams;
}

export type StorageOperation = (request: StorageRequest) => Promise<void>;
