import { API_ROLES, RELATION_NAME, privilegesOf } from './sql';
import type { Finding, LintRule } from './types';

const RULE = 'private_table_granted';

// The schema private is not exposed by the API, and members hold USAGE on it only to run the policy
// helpers there. Its tables are written by SECURITY DEFINER functions and the service role: a
// privilege of anon or authenticated on one would be reachable through any function or view that
// runs as the caller.
export const privateTables: LintRule = {
  name: RULE,
  description: 'no table or view of private grants anything to anon or authenticated',
  async check(tx) {
    const { rows } = await tx.query<{ object: string; anon: string[]; authenticated: string[] }>(
      `select ${RELATION_NAME} as object, ${API_ROLES.map((role) => `${privilegesOf(role)} as ${role}`).join(', ')}
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'private' and c.relkind in ('r', 'p', 'v', 'm', 'f')
        order by 1`,
    );
    const findings: Finding[] = [];
    for (const row of rows) {
      for (const role of API_ROLES) {
        if (row[role].length === 0) continue;
        findings.push({ rule: RULE, object: row.object, message: `${role} holds ${row[role].join(', ')}: revoke all … from ${role}` });
      }
    }
    return findings;
  },
};
