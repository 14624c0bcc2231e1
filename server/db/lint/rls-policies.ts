import { API_ROLES, RELATION_NAME, privilegesOf } from './sql';
import type { Finding, LintRule } from './types';

// Row-level security with no policy refuses every row to the API roles: either a policy was
// forgotten, or the table is meant to be closed, and then nothing should be granted on it either
// (a grant is the next thing someone would "fix").
const RULE = 'rls_no_policy';

export const rlsPolicies: LintRule = {
  name: RULE,
  description: 'every table of public with row-level security has a policy, unless listed as closed (then no API role holds a privilege on it)',
  async check(tx, config) {
    const { rows } = await tx.query<{ object: string; policies: number; anon: string[]; authenticated: string[] }>(
      `select ${RELATION_NAME} as object,
              (select count(*)::int from pg_catalog.pg_policy pol where pol.polrelid = c.oid) as policies,
              ${API_ROLES.map((role) => `${privilegesOf(role)} as ${role}`).join(', ')}
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and c.relrowsecurity and n.nspname = 'public'
        order by 1`,
    );
    const findings: Finding[] = [];
    const closed = new Set(Object.keys(config.closedTables));
    for (const row of rows) {
      if (row.policies > 0) continue;
      if (!closed.delete(row.object)) {
        findings.push({
          rule: RULE,
          object: row.object,
          message: 'row-level security is on but no policy lets anyone in: add the policies, or list it as closed',
        });
        continue;
      }
      for (const role of API_ROLES) {
        if (row[role].length === 0) continue;
        findings.push({
          rule: RULE,
          object: row.object,
          message: `listed as closed to the API, yet ${role} holds ${row[role].join(', ')}: revoke them`,
        });
      }
    }
    for (const object of closed) {
      findings.push({
        rule: RULE,
        object,
        message: 'listed as closed in server/db/lint/config.ts, but it is no table of public with RLS on and no policy: remove the entry',
      });
    }
    return findings;
  },
};
