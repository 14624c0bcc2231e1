import { FUNCTION_NAME, NOT_EXTENSION_MEMBER } from './sql';
import type { Finding, LintRule } from './types';

const RULE = 'visitor_function';

// Every function of public is an endpoint, /rest/v1/rpc/<name>, and PostgreSQL grants EXECUTE to
// PUBLIC (so to anon) on every new function unless it is revoked. Trigger functions are left out:
// PostgreSQL refuses to call one outside its trigger (0A000), and PostgREST does not offer them.
export const visitorFunctions: LintRule = {
  name: RULE,
  description: 'no function of public is executable by anon unless listed, with a reason, as a visitor function',
  async check(tx, config) {
    const { rows } = await tx.query<{ object: string; definer: boolean }>(
      `select ${FUNCTION_NAME} as object, p.prosecdef as definer
         from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and ${NOT_EXTENSION_MEMBER}
          and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype)
          and pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
        order by 1`,
    );
    const findings: Finding[] = [];
    const listed = new Set(Object.keys(config.visitorFunctions));
    for (const { object, definer } of rows) {
      if (listed.delete(object)) continue;
      findings.push({
        rule: RULE,
        object,
        message: `executable by visitors${definer ? ' (SECURITY DEFINER)' : ''}: revoke execute … from public, anon`,
      });
    }
    for (const object of listed) {
      findings.push({
        rule: RULE,
        object,
        message: 'listed as a visitor function in server/db/lint/config.ts, but anon cannot execute it: remove the entry',
      });
    }
    return findings;
  },
};
