import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a backup folder holds and what a restore must find again (docs/deployment.md, Backups). */
export interface BackupManifest {
  format: 1;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  /** The database's file in the folder: PGlite's dumpDataDir (gzip tar) or pg_dump's custom format. */
  database: string;
  /** Rows per table when the dump was taken (the same snapshot on PostgreSQL). */
  rows: Record<string, number>;
  /** SHA-256 of each stored file, by its path under storage/. */
  files: Record<string, string>;
  /** The data directory's own files (signing secret, Web Push keys), copied into keys/. */
  keys: string[];
}

export const MANIFEST = 'manifest.json';
export const STORAGE = 'storage';
export const KEYS = 'keys';

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${folder} is not an Ascend backup this version can read`);
  return manifest;
}

/** What differs between what a backup recorded and what a restore found: empty when nothing. */
export function differences(expected: Record<string, number | string>, found: Record<string, number | string>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...names].filter((name) => expected[name] !== found[name]).map((name) => `${name}: ${String(expected[name] ?? 'absent')} in the backup, ${String(found[name] ?? 'absent')} restored`);
}
