import { open } from 'node:fs/promises';
import type { ObjectRow } from '../objects/object-rows';
import { imageTypeOf } from '../uploads/image-signature';
import { isRenderableType } from './output-format';

/** Enough of a file's start for every signature imageTypeOf knows (an ISO media 'ftyp' box's brands). */
const HEAD_BYTES = 64;

/**
 * The type an object is rendered from: the stored one when it names an image, else what the bytes
 * show, as hosted Storage's renderer reads the bytes. A JPEG uploaded from a Buffer without a content
 * type is stored as text/plain (a bucket without a type list keeps what was sent) and still renders.
 */
export function sourceTypeOf(row: Pick<ObjectRow, 'metadata'>, head: Buffer): string | undefined {
  const stored = row.metadata?.mimetype;
  return isRenderableType(stored) ? stored : (imageTypeOf(head) ?? stored);
}

/** sourceTypeOf, reading the file's first bytes only when the stored type is not an image. */
export async function sourceTypeOfFile(row: Pick<ObjectRow, 'metadata'>, file: string | undefined): Promise<string | undefined> {
  if (isRenderableType(row.metadata?.mimetype) || file === undefined) return row.metadata?.mimetype;
  const handle = await open(file, 'r').catch(() => undefined);
  if (handle === undefined) return row.metadata?.mimetype;
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return sourceTypeOf(row, head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
