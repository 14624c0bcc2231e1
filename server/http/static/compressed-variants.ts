import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Encoding } from './accept-encoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Bodies under this size gain less from compression than the header costs.
const MIN_COMPRESS_BYTES = 1024;
// The cache holds compressed bodies of the built app, which is a few megabytes at most.
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Compresses a body once per (key, version, encoding) and keeps the result, so hashed assets and
 * index.html are compressed on the first request only.
 */
export class CompressedVariants {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private total = 0;

  async get(key: string, body: Buffer, encoding: Encoding | undefined): Promise<Buffer | undefined> {
    if (encoding === undefined || body.length < MIN_COMPRESS_BYTES) return undefined;
    const cacheKey = `${encoding}:${key}`;
    let entry = this.entries.get(cacheKey);
    if (entry === undefined) {
      entry = compress(body, encoding);
      this.entries.set(cacheKey, entry);
      entry.then(
        (out) => this.account(cacheKey, out.length),
        () => this.entries.delete(cacheKey),
      );
    }
    return entry;
  }

  private account(cacheKey: string, size: number): void {
    this.sizes.set(cacheKey, size);
    this.total += size;
    // Oldest first: Map iteration follows insertion order.
    for (const [oldKey, oldSize] of this.sizes) {
      if (this.total <= MAX_CACHE_BYTES) break;
      this.sizes.delete(oldKey);
      this.entries.delete(oldKey);
      this.total -= oldSize;
    }
  }
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: 9 });
}
