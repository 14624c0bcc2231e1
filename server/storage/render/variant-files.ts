import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Variant } from './variant';

/**
 * Renderings kept of one stored version. Each distinct query makes one, so a client walking through
 * widths could otherwise fill the disk; past this many the oldest written goes.
 */
export const MAX_VARIANTS_PER_OBJECT = 24;

const TEMPORARY = '~tmp-';

/**
 * The folder of an object's renderings: `<renders>/<hh>/<sha256 of bucket/key>`. A hash, not the key,
 * so that keys which are folders of other keys ('a' and 'a/b') never share or nest folders.
 */
export function variantFolder(renders: string, bucket: string, key: string): string {
  const hash = createHash('sha256').update(`${bucket}/${key}`).digest('hex');
  return path.join(renders, hash.slice(0, 2), hash);
}

/** The kept file of a rendering, when there is one. */
export async function keptVariant(folder: string, variant: Variant): Promise<string | undefined> {
  const file = path.join(folder, variant.fileName);
  const found = await stat(file).catch(() => undefined);
  return found?.isFile() ? file : undefined;
}

/**
 * Keeps a rendering: written aside, then renamed in place (atomic on one disk), so a reader never
 * sees half a file. Then the folder is pruned: renderings of other versions, and the oldest beyond
 * MAX_VARIANTS_PER_OBJECT.
 */
export async function keepVariant(folder: string, variant: Variant, bytes: Buffer): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, variant.fileName);
  // Named after its version so that pruning (which spares the current version) never takes a file being written.
  const temporary = path.join(folder, `${variant.versionTag}${TEMPORARY}${randomUUID()}`);
  await writeFile(temporary, bytes);
  await rename(temporary, file);
  await pruneFolder(folder, variant).catch((error: unknown) => console.error('storage: pruning renderings failed:', error));
  return file;
}

async function pruneFolder(folder: string, kept: Variant): Promise<void> {
  const names = await readdir(folder);
  const stale = names.filter((name) => !name.startsWith(`${kept.versionTag}.`) && !name.startsWith(`${kept.versionTag}${TEMPORARY}`));
  const current = names.filter((name) => name.startsWith(`${kept.versionTag}.`) && name !== kept.fileName);
  if (current.length >= MAX_VARIANTS_PER_OBJECT) {
    const written = await Promise.all(current.map(async (name) => ({ name, at: (await stat(path.join(folder, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
    written.sort((a, b) => a.at - b.at);
    stale.push(...written.slice(0, current.length - MAX_VARIANTS_PER_OBJECT + 1).map((w) => w.name));
  }
  await Promise.all(stale.map((name) => rm(path.join(folder, name), { force: true })));
}

/** Deletes every rendering of an object: it was removed or replaced. */
export async function dropVariants(renders: string, bucket: string, key: string): Promise<void> {
  await rm(variantFolder(renders, bucket, key), { recursive: true, force: true });
}
