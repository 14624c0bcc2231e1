import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db';
import type { BucketLocks } from '../buckets/bucket-locks';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { objectFile, type FileLocations } from '../file-locations';
import { findObject, type ObjectRow } from '../objects/object-rows';
import { renderImage } from './render-image';
import { RenderSlots } from './render-slots';
import { RENDER_LIMITS } from './transform-options';
import { sourceTypeOf, sourceTypeOfFile } from './source-type';
import { describeVariant, type Variant, type VariantRequest } from './variant';
import { keepVariant, keptVariant, variantFolder } from './variant-files';

/** Renderings at once (see RenderSlots), and how many may wait for one. */
const RENDER_SLOTS = 2;
const RENDER_QUEUE = 64;

export interface RenderedVariant {
  file: string;
  variant: Variant;
}

interface RendererDeps {
  db: Database;
  files: FileLocations;
  locks: BucketLocks;
}

/**
 * Renders stored images on request and keeps each rendering on disk, so a size is computed once: the
 * first request for it renders (one request at a time per rendering, two renderings at a time), the
 * next ones are a file read.
 */
export class ImageRenderer {
  private readonly slots = new RenderSlots(RENDER_SLOTS, RENDER_QUEUE);
  private readonly inFlight = new Map<string, Promise<RenderedVariant>>();

  constructor(private readonly deps: RendererDeps) {}

  /** The file of the rendering `request` asks of `object` (a row the caller may read), made when missing. */
  async variantFile(request: VariantRequest, object: ObjectRow): Promise<RenderedVariant> {
    const variant = describeVariant(object, request, await sourceTypeOfFile(object, objectFile(this.deps.files, request.bucket, request.key)));
    const folder = variantFolder(this.deps.files.renders, request.bucket, request.key);
    const kept = await keptVariant(folder, variant);
    if (kept) return { file: kept, variant };
    // Refused before queueing when the row already tells; the file's own size is checked again on reading.
    if ((object.metadata?.size ?? 0) > RENDER_LIMITS.maxSourceBytes) throw STORAGE_ERRORS.imageFileTooLarge();
    const target = path.join(folder, variant.fileName);
    let pending = this.inFlight.get(target);
    if (pending === undefined) {
      pending = this.slots.run(() => this.renderAndKeep(request, folder)).finally(() => this.inFlight.delete(target));
      this.inFlight.set(target, pending);
    }
    return pending;
  }

  private async renderAndKeep(request: VariantRequest, folder: string): Promise<RenderedVariant> {
    const source = await this.readSource(request.bucket, request.key);
    // Described again from the row read with the bytes: if the object was replaced since the caller's
    // lookup, the new file is rendered and kept under its own version, never under the old one's name.
    const variant = describeVariant(source.row, request, sourceTypeOf(source.row, source.bytes));
    const kept = await keptVariant(folder, variant);
    if (kept) return { file: kept, variant };
    const rendered = await renderImage(source.bytes, request.options, variant.output.format);
    return { file: await keepVariant(folder, variant, rendered), variant };
  }

  /**
   * The object's row and bytes as one pair: read under the bucket's lock, which uploads and removals
   * hold from their commit to their rename or unlink. The lock covers one indexed select and one file
   * read (at most 25 MB); no transaction is open, and the resizing happens after it is released.
   */
  private async readSource(bucket: string, key: string): Promise<{ row: ObjectRow; bytes: Buffer }> {
    const file = objectFile(this.deps.files, bucket, key);
    if (file === undefined) throw STORAGE_ERRORS.fileMissing();
    return this.deps.locks.run(bucket, async () => {
      const row = await findObject(this.deps.db, bucket, key);
      if (row === undefined) throw STORAGE_ERRORS.noSuchKey();
      const handle = await open(file, 'r').catch(() => undefined);
      if (handle === undefined) throw STORAGE_ERRORS.fileMissing();
      try {
        if ((await handle.stat()).size > RENDER_LIMITS.maxSourceBytes) throw STORAGE_ERRORS.imageFileTooLarge();
        return { row, bytes: await handle.readFile() };
      } finally {
        await handle.close();
      }
    });
  }
}
