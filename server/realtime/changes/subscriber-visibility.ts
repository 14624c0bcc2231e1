import type { Database } from '../../db';
import type { Claims, Role } from '../../jwt';
import type { CapturedChange } from './change-payload';
import { visibleBeforeDelete } from './deleted-row-visibility';
import { claimsJson, readRow, tableSql, visibleTo } from './row-visibility';
import type { TableInfo } from './table-catalog';

type Row = Readonly<Record<string, unknown>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The statement of realtime_capture.claims_check for a table and role; null when its policies must
// be checked subscriber by subscriber.
const checks = new WeakMap<TableInfo, Map<Role, Promise<string | null>>>();

function claimsCheck(db: Database, table: TableInfo, role: Role): Promise<string | null> {
  let byRole = checks.get(table);
  if (!byRole) checks.set(table, (byRole = new Map()));
  let check = byRole.get(role);
  if (!check) {
    check = db
      .query<{ check: string | null }>('select realtime_capture.claims_check($1::regclass, $2) as check', [tableSql(table), role])
      .then(({ rows }) => rows[0].check);
    byRole.set(role, check);
    check.catch(() => byRole.delete(role));
  }
  return check;
}

/** One role's subscribers in one statement; undefined when they must be checked one by one. */
async function checkAtOnce(db: Database, table: TableInfo, role: Role, row: Row, claimSets: readonly Claims[]) {
  const check = await claimsCheck(db, table, role);
  if (check === 'select true') return claimSets.map(() => true);
  if (check === 'select false') return claimSets.map(() => false);
  if (check === null) return undefined;
  // Only what the policies read travels (see claims_check): sending values costs the most.
  const emails = check.includes('realtime_subscriber.email') ? claimSets.map((c) => c.email ?? null) : null;
  const claims = check.includes('realtime_subscriber.claims') ? claimsJson(claimSets) : null;
  const subs = claimSets.map((c) => c.sub ?? '');
  // A sub that is not a uuid could hold the separator: such callers are checked one by one.
  if (subs.some((sub) => sub !== '' && !UUID.test(sub))) return undefined;
  try {
    const { rows } = await db.query<{ visible: number[] }>(
      'select realtime_capture.check_claim_sets($1, $2, $3::jsonb, $4, $5::text[], $6::jsonb[]) as visible',
      [check, role, JSON.stringify(row), subs.join(','), emails, claims],
    );
    const visible = claimSets.map(() => false);
    for (const position of rows[0].visible) visible[Number(position) - 1] = true;
    return visible;
  } catch {
    // A policy failed for someone: the loop below keeps that failure to them.
    return undefined;
  }
}

/**
 * Row-level security on the row as it is now, read by its key. A row deleted since (later in the same
 * transaction, or by another connection before this check ran) is judged as it was notified, as the
 * policies would have judged it then: hosted Realtime checks the record it streams, so its insert
 * still reaches those who could see it. Asked only when someone was refused, after the check: a row
 * found then was there for the check too.
 */
async function visibleNowOrAsNotified(db: Database, table: TableInfo, row: Row, claimSets: readonly Claims[]): Promise<boolean[]> {
  const now = await visibleTo(db, table, row, claimSets);
  if (now.every(Boolean) || (await readRow(db, table, row)) !== undefined) return now;
  return visibleBeforeDelete(db, table, row, claimSets);
}

/**
 * Which claims sets may see a change: the table's SELECT policies on the row as changed (the old row
 * of a delete), one statement per role for all its subscribers when the policies allow it (see
 * realtime_capture.claims_check), else each subscriber under their own role and settings.
 */
export async function subscribersWhoMaySee(
  db: Database,
  table: TableInfo,
  change: CapturedChange,
  claimSets: readonly Claims[],
): Promise<boolean[]> {
  const row = (change.type === 'DELETE' ? change.old : change.record) ?? {};
  const visible = claimSets.map(() => false);
  for (const role of new Set(claimSets.map((c) => c.role))) {
    const indices = claimSets.flatMap((c, i) => (c.role === role ? [i] : []));
    const group = indices.map((i) => claimSets[i]);
    const answers =
      (await checkAtOnce(db, table, role, row, group)) ??
      (change.type === 'DELETE' ? await visibleBeforeDelete(db, table, row, group) : await visibleNowOrAsNotified(db, table, row, group));
    indices.forEach((index, j) => (visible[index] = answers[j]));
  }
  return visible;
}
