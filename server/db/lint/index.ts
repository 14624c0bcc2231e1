import type { Tx } from '../types';
import { LINT_CONFIG } from './config';
import { definerSearchPath } from './definer-search-path';
import { permissiveWrites } from './permissive-writes';
import { privateTables } from './private-tables';
import { rlsEnabled } from './rls-enabled';
import { rlsPolicies } from './rls-policies';
import { NOT_EXTENSION_MEMBER } from './sql';
import type { Finding, LintConfig, LintRule } from './types';
import { viewSecurity } from './view-security';
import { visitorFunctions } from './visitor-functions';
import { visitorReadable } from './visitor-readable';

export { LINT_CONFIG } from './config';
export type { Finding, LintConfig, LintRule } from './types';

// `npm run lint:db` (scripts/lint-db.ts): Supabase splinter's security checks, in the project's
// terms, on the migrated database. Each rule reads the catalogs and returns its findings.
export const RULES: readonly LintRule[] = [
  rlsEnabled,
  rlsPolicies,
  definerSearchPath,
  permissiveWrites,
  visitorReadable,
  visitorFunctions,
  viewSecurity,
  privateTables,
];

export interface LintResult {
  findings: Finding[];
  /** Tables and views of public, private and storage the rules looked at. */
  tables: number;
  /** Functions of public and private the rules looked at. */
  functions: number;
}

/** Runs every rule on the database `tx` reads, as its owner (the catalogs and has_*_privilege need no more). */
export async function lintDatabase(tx: Tx, config: LintConfig = LINT_CONFIG): Promise<LintResult> {
  const findings: Finding[] = [];
  for (const rule of RULES) findings.push(...(await rule.check(tx, config)));
  const { rows } = await tx.query<{ tables: number; functions: number }>(
    `select (select count(*)::int from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
              where n.nspname in ('public', 'private', 'storage') and c.relkind in ('r', 'p', 'v', 'm', 'f')) as tables,
            (select count(*)::int from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
              where n.nspname in ('public', 'private') and ${NOT_EXTENSION_MEMBER}) as functions`,
  );
  return { findings, ...rows[0] };
}

/** One line per finding: `rule  object: message`. */
export const formatFinding = (finding: Finding) => `${finding.rule}  ${finding.object}: ${finding.message}`;
