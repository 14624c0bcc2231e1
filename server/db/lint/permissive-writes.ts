import { policyAppliesTo } from './sql';
import type { LintRule } from './types';

const COMMANDS: Record<string, string> = { a: 'INSERT', w: 'UPDATE', d: 'DELETE', '*': 'ALL' };

// As PostgreSQL prints a constant condition (pg_get_expr), with spaces and parentheses dropped.
const ALWAYS_TRUE = new Set(['true', '1=1']);
const alwaysTrue = (expression: string | null) =>
  expression !== null && ALWAYS_TRUE.has(expression.toLowerCase().replace(/[\s()]/g, ''));

// A write policy for visitors (anon, or PUBLIC which includes them) lets anyone with the anon key
// write; one whose condition is `true` lets every member write every row. Restrictive policies only
// narrow what permissive ones allow, so only permissive ones are checked. A policy with no WITH
// CHECK or no USING for its command lets nothing through (PostgreSQL adds no condition, so none
// passes), so a missing clause is not a finding.
const RULE = 'permissive_write_policy';

export const permissiveWrites: LintRule = {
  name: RULE,
  description: 'no INSERT/UPDATE/DELETE/ALL policy for anon or PUBLIC, nor one that is literally true for authenticated',
  async check(tx, config) {
    const { rows } = await tx.query<{
      object: string;
      command: string;
      roles: string[];
      to_anon: boolean;
      to_members: boolean;
      qual: string | null;
      with_check: string | null;
    }>(
      `select format('%I.%I: %s', n.nspname, c.relname, pol.polname) as object, pol.polcmd::text as command,
              array(select case when r.oid = 0 then 'public' else r.oid::regrole::text end
                      from unnest(pol.polroles) as r (oid)) as roles,
              ${policyAppliesTo('anon')} as to_anon, ${policyAppliesTo('authenticated')} as to_members,
              pg_catalog.pg_get_expr(pol.polqual, pol.polrelid) as qual,
              pg_catalog.pg_get_expr(pol.polwithcheck, pol.polrelid) as with_check
         from pg_catalog.pg_policy pol
         join pg_catalog.pg_class c on c.oid = pol.polrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'private', 'storage') and pol.polpermissive and pol.polcmd in ('a', 'w', 'd', '*')
        order by 1`,
    );
    const findings = [];
    const allowed = new Set(Object.keys(config.permissiveWrites));
    for (const row of rows) {
      const command = COMMANDS[row.command];
      const trueClauses = [
        alwaysTrue(row.qual) ? `using (${row.qual})` : '',
        alwaysTrue(row.with_check) ? `with check (${row.with_check})` : '',
      ].filter(Boolean);
      const problem = row.to_anon
        ? `${command} policy for ${row.roles.join(', ')}: visitors may write; make it to authenticated`
        : row.to_members && trueClauses.length > 0
          ? `${command} policy ${trueClauses.join(' ')} for ${row.roles.join(', ')}: every member may write every row`
          : undefined;
      if (problem && !allowed.delete(row.object)) findings.push({ rule: RULE, object: row.object, message: problem });
    }
    for (const object of allowed) {
      findings.push({
        rule: RULE,
        object,
        message: 'allowed in server/db/lint/config.ts, but no such permissive write policy exists: remove the entry',
      });
    }
    return findings;
  },
};
