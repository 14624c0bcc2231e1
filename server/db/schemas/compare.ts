import type { Engine, ScriptTx } from '../types';
import { applyFiles, definitionProblems } from './apply-files';
import { dropPolicies, readDefinitions, type Identity } from './definitions';
import type { SchemaFile } from './files';

export interface SchemaComparison {
  /** Files defining an object the migrations lack or leave different, in an order they apply in. */
  changedFiles: SchemaFile[];
  /** Objects the migrations leave that no file defines. */
  withoutFile: Identity[];
  /**
   * Policies the migrations leave that a changed file creates again: `create policy` has no `or
   * replace`, so the migration drops them first.
   */
  recreated: Identity[];
  /** Each disagreement in a sentence that names its object; empty when files and migrations agree. */
  report: string[];
  /** Files that cannot be applied, define nothing or define an object twice: no migration is written from them. */
  problems: string[];
}

/** Runs work in a transaction that is always rolled back. */
async function rolledBack<T>(engine: Engine, work: (tx: ScriptTx) => Promise<T>): Promise<T> {
  const undo = new Error('rolled back on purpose');
  let result: T | undefined;
  await engine
    .transaction(async (tx) => {
      result = await work(tx);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
  return result as T;
}

/**
 * Compares the schema files with what the migrations left in a migrated database: reads every
 * definition, applies every file on top, reads again, then rolls it all back.
 */
export function compareSchemaFiles(engine: Engine, files: SchemaFile[]): Promise<SchemaComparison> {
  return rolledBack(engine, async (tx) => {
    const migrated = await readDefinitions(tx);
    // As pg_dump does: an SQL body may name a function or view that a later file creates.
    await tx.exec('set local check_function_bodies = off');
    await dropPolicies(tx);
    const { applied: appliedObjects, problems } = await applyFiles(tx, files);
    const current = await readDefinitions(tx);
    const identityOf = new Map([...current.values()].map((definition) => [definition.object, definition.identity]));
    const applied = appliedObjects.map(({ file, defines }) => ({
      file,
      defines: defines.flatMap((object) => identityOf.get(object) ?? []),
    }));

    const report: string[] = [];
    const changedFiles: SchemaFile[] = [];
    for (const { file, defines } of applied) {
      const changed = defines.filter((identity) => migrated.get(identity)?.text !== current.get(identity)?.text);
      if (changed.length > 0) changedFiles.push(file);
      for (const identity of changed) {
        const what = migrated.has(identity) ? `${file.path} differs from the migrations` : `new in ${file.path}`;
        report.push(`${identity}: ${what}`);
      }
    }
    const defined = new Set(applied.flatMap((result) => result.defines));
    // A policy no file creates is gone from `current` (all were dropped first): read it from `migrated`.
    const withoutFile = [...new Set([...current.keys(), ...migrated.keys()])].filter((identity) => !defined.has(identity));
    report.push(...withoutFile.map((identity) => `${identity}: no file in supabase/schemas defines it`));
    const recreated = applied
      .filter(({ file }) => changedFiles.includes(file))
      .flatMap(({ defines }) => defines.filter((identity) => identity.startsWith('policy ') && migrated.has(identity)));
    return { changedFiles, withoutFile, recreated, report, problems: [...problems, ...definitionProblems(applied)] };
  });
}
