import { createHash, randomUUID, type Hash } from 'node:crypto';
import { mkdir, open, readdir, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_ERRORS } from '../errors/error-catalogue';

/** Bytes kept from the start of a file for recognising its type. */
const HEAD_BYTES = 512;
/** An upload file older than this was left by a server that stopped mid-upload. */
const STALE_AFTER_MS = 60 * 60 * 1000;

export interface SpooledFile {
  path: string;
  size: number;
  /** Hex MD5 of the content, as S3 and hosted Storage's file backend put in the ETag. */
  md5: string;
  head: Buffer;
}

const sweptFolders = new Set<string>();

/**
 * An upload being written to a temporary file: counted against a byte limit as it arrives (never held
 * in memory), hashed, and its first bytes kept. The caller renames the file into place or discards it.
 */
export class UploadSpool {
  private size = 0;
  private readonly head: Buffer[] = [];
  private headSize = 0;
  private readonly hash: Hash = createHash('md5');

  private constructor(
    readonly path: string,
    private readonly file: FileHandle,
    private readonly limitBytes: number,
  ) {}

  static async open(folder: string, limitBytes: number): Promise<UploadSpool> {
    await mkdir(folder, { recursive: true });
    if (!sweptFolders.has(folder)) {
      sweptFolders.add(folder);
      void sweepStaleUploads(folder);
    }
    const file = path.join(folder, `${randomUUID()}.part`);
    return new UploadSpool(file, await open(file, 'wx'), limitBytes);
  }

  async write(chunk: Buffer): Promise<void> {
    this.size += chunk.length;
    if (this.size > this.limitBytes) throw STORAGE_ERRORS.entityTooLarge();
    if (this.headSize < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headSize);
      this.head.push(Buffer.from(part));
      this.headSize += part.length;
    }
    this.hash.update(chunk);
    let written = 0;
    while (written < chunk.length) {
      written += (await this.file.write(chunk, written)).bytesWritten;
    }
  }

  async finish(): Promise<SpooledFile> {
    await this.file.close();
    return { path: this.path, size: this.size, md5: this.hash.digest('hex'), head: Buffer.concat(this.head) };
  }

  async discard(): Promise<void> {
    await this.file.close().catch(() => undefined);
    await rm(this.path, { force: true });
  }
}

/** Deletes what a stopped server left in the upload folder, once per folder and process. */
async function sweepStaleUploads(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const file = path.join(folder, name);
    const stats = await stat(file).catch(() => undefined);
    if (stats && Date.now() - stats.mtimeMs > STALE_AFTER_MS) await rm(file, { force: true });
  }
}
