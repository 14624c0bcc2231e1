import type { ScriptTx } from '../types';
import { readVersions, type Identity, type ObjectKey } from './definitions';
import { countDefinitions, type SchemaFile } from './files';

export interface AppliedFile<T = ObjectKey> {
  file: SchemaFile;
  /** The objects it created or replaced. */
  defines: T[];
}

// What `create or replace` says when a change needs a drop first: a view's columns, a function's
// return type or argument names.
const NEEDS_DROP = new Set(['42P16', '42P13']);
const DROP_HINT = ' (this change needs a hand-written migration that drops the object first: docs/database.md)';

/**
 * Applies each file under a savepoint, retrying those that fail until no more succeed: a view waits
 * for the function it uses, a function for the view whose row type it returns. The order in which
 * they succeeded is one a migration can use.
 */
export async function applyFiles(
  tx: ScriptTx,
  files: SchemaFile[],
): Promise<{ applied: AppliedFile[]; problems: string[] }> {
  const applied: AppliedFile[] = [];
  const errors = new Map<SchemaFile, string>();
  let versions = await readVersions(tx);
  let pending = files;
  while (pending.length > 0) {
    const failed: SchemaFile[] = [];
    for (const file of pending) {
      // Its own statement: a syntax error stops a whole script before its first statement runs.
      await tx.exec('savepoint schema_file');
      try {
        // The newline ends a comment on the file's last line.
        await tx.exec(`${file.sql}\n;release savepoint schema_file`);
      } catch (error) {
        await tx.exec('rollback to savepoint schema_file; release savepoint schema_file');
        const { message, code } = error as Error & { code?: string };
        errors.set(file, `${file.path}: ${message}${NEEDS_DROP.has(code ?? '') ? DROP_HINT : ''}`);
        failed.push(file);
        continue;
      }
      const after = await readVersions(tx);
      applied.push({ file, defines: [...after.keys()].filter((object) => after.get(object) !== versions.get(object)) });
      versions = after;
    }
    if (failed.length === pending.length) break;
    pending = failed;
  }
  return { applied, problems: pending.map((file) => errors.get(file) ?? file.path) };
}

/** Files that define nothing, or an object defined twice (in one file or in two). */
export function definitionProblems(applied: AppliedFile<Identity>[]): string[] {
  const problems: string[] = [];
  const definedIn = new Map<Identity, string>();
  for (const { file, defines } of applied) {
    if (defines.length === 0) problems.push(`${file.path}: defines no function, view or policy`);
    if (countDefinitions(file.sql) > defines.length) problems.push(`${file.path}: defines an object twice`);
    for (const identity of defines) {
      const other = definedIn.get(identity);
      if (other) problems.push(`${identity}: defined in both ${other} and ${file.path}`);
      definedIn.set(identity, file.path);
    }
  }
  return problems;
}
