import type { PGlite } from '@electric-sql/pglite';
import { nextXid, readRows, readSequences, type SnapshotState } from './snapshot-state';

// Session state a file may leave behind, as DISCARD ALL clears it, but for UNLISTEN *: the lease has
// already stopped the file's listeners through PGlite, which keeps its own list of them.
const SESSION_RESET = `set session authorization default; reset all; deallocate all; close all;
  select pg_advisory_unlock_all(); discard plans; discard sequences`;

/**
 * Brings a pooled PGlite back to the migrated snapshot once a test file is done with it: the session
 * reset, the app tables the file wrote to emptied (TRUNCATE, as fresh as a new copy) with the tables
 * whose foreign keys point at them, sequences set back. Then checks every relation holds as many
 * rows as in the snapshot. Answers why it cannot (the file changed the schema, or rows the snapshot
 * itself holds), in which case the pool closes this copy and opens a fresh one.
 */
export async function restoreSnapshotState(pg: PGlite, state: SnapshotState): Promise<string | undefined> {
  // A transaction the file left open (outside one, PostgreSQL only warns).
  await pg.exec('rollback');
  await pg.exec(SESSION_RESET);
  for (const { name, setting } of state.sessionSettings) {
    await pg.query('select set_config($1, $2, false)', [name, setting]);
  }

  // The realtime server installs its change capture (triggers on the published tables, functions) in a
  // schema of its own at every start: dropping the schemas a file added takes that away again. What
  // else the file changed in the schema shows in the counts below, and this copy is not reused.
  const added = await pg.query<{ name: string }>(
    `select quote_ident(nspname) as name from pg_namespace
      where not (nspname = any($1::text[])) and nspname !~ '^pg_(toast_)?temp_'`,
    [state.schemas],
  );
  for (const { name } of added.rows) await pg.exec(`drop schema ${name} cascade`);

  const rows = await readRows(pg, state);
  const changed = (i: number) => rows[i].count !== state.counts[i] || rows[i].newer > 0;
  if (rows.some((_, i) => i < state.catalogCount && changed(i))) return 'the file changed the schema';
  const written = tablesToEmpty(state, rows.map((_, i) => i).filter((i) => i >= state.catalogCount && changed(i)));
  if (written.some((i) => state.counts[i] > 0)) return 'the file changed rows the snapshot holds';
  if (written.length > 0) await pg.exec(`truncate ${written.map((i) => state.relations[i]).join(', ')}`);

  const names = state.sequences.map((s) => s.name);
  const sequences = await readSequences(pg, names);
  for (const [i, { name, state: snapshot }] of state.sequences.entries()) {
    if (sequences[i] === snapshot) continue;
    const [lastValue, isCalled] = snapshot.split(':');
    await pg.query('select setval($1::regclass, $2::bigint, $3)', [name, lastValue, isCalled === 'true']);
  }

  // Truncating rewrote catalog rows: from here on, only what the next file does is newer.
  state.nextXid = await nextXid(pg);
  const after = await readRows(pg, state);
  if (after.some((r, i) => r.count !== state.counts[i])) return 'rows were left after emptying the tables';
  if ((await readSequences(pg, names)).some((s, i) => s !== state.sequences[i].state)) {
    return 'a sequence did not go back';
  }
  return undefined;
}

/** The written tables and, transitively, the tables referencing them (TRUNCATE wants them all). */
function tablesToEmpty(state: SnapshotState, written: number[]): number[] {
  const all = new Set(written);
  for (const table of all) for (const referencing of state.referencedBy.get(table) ?? []) all.add(referencing);
  return [...all];
}
