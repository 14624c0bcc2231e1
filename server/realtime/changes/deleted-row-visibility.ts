import type { Database } from '../../db';
import type { Claims, Role } from '../../jwt';
import { claimsJson, tableSql } from './row-visibility';
import type { TableInfo } from './table-catalog';

type Row = Readonly<Record<string, unknown>>;

// What policy_probe answers when no policy needs evaluating.
const ALWAYS = 'select true';
const NEVER = 'select false';
const probes = new WeakMap<TableInfo, Map<Role, Promise<string>>>();

/** The table's SELECT policies for a role as one probe, built once per table and role. */
function policyProbe(db: Database, table: TableInfo, role: Role): Promise<string> {
  let byRole = probes.get(table);
  if (!byRole) probes.set(table, (byRole = new Map()));
  let probe = byRole.get(role);
  if (!probe) {
    probe = db
      .query<{ probe: string }>('select realtime_capture.policy_probe($1::regclass, $2) as probe', [tableSql(table), role])
      .then(({ rows }) => rows[0].probe);
    byRole.set(role, probe);
    probe.catch(() => byRole.delete(role));
  }
  return probe;
}

async function runProbe(db: Database, probe: string, old: Row, claimSets: readonly Claims[]): Promise<boolean[]> {
  if (probe === ALWAYS) return claimSets.map(() => true);
  if (probe === NEVER) return claimSets.map(() => false);
  const { rows } = await db.query<{ visible: boolean[] }>(
    'select realtime_capture.probe_visible($1, $2::jsonb, $3::jsonb[]) as visible',
    [probe, JSON.stringify(old), claimsJson(claimSets)],
  );
  return rows[0].visible;
}

/**
 * Which claims sets could have selected a row that was deleted and so cannot be read again: the
 * table's SELECT policies, run under each caller's role and claims, on the old row. Hosted Realtime
 * sends deletes to every subscriber; this keeps even the key of a row from those it was hidden from.
 * A row known only by its key (too large to notify) fails policies on other columns.
 */
export async function visibleBeforeDelete(
  db: Database,
  table: TableInfo,
  old: Row,
  claimSets: readonly Claims[],
): Promise<boolean[]> {
  const visible = claimSets.map(() => false);
  for (const role of new Set(claimSets.map((c) => c.role))) {
    const indices = claimSets.flatMap((c, i) => (c.role === role ? [i] : []));
    const probe = await policyProbe(db, table, role);
    const answers = await runProbe(db, probe, old, indices.map((i) => claimSets[i]));
    indices.forEach((index, j) => (visible[index] = answers[j]));
  }
  return visible;
}
