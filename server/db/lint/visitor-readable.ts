import { RELATION_NAME, policyAppliesTo } from './sql';
import type { Finding, LintRule } from './types';

const RULE = 'visitor_readable';

// What anyone with the anon key can read: a relation of a schema anon may use, which anon may select
// from (the table or a column), and whose rows reach anon: a view (its owner's rights, or its
// tables' policies: either way not this table's row-level security), a table without row-level
// security, or one with a permissive SELECT or ALL policy that applies to anon. Supabase grants
// anon everything on new tables of public, so the policy is what usually decides.
export const visitorReadable: LintRule = {
  name: RULE,
  description: 'no table or view of public, private or storage is readable by anon unless listed, with a reason, as public to visitors',
  async check(tx, config) {
    const { rows } = await tx.query<{ object: string; reason: string }>(
      `select ${RELATION_NAME} as object,
              case when c.relkind not in ('r', 'p') then 'anon may select from this ' ||
                          case c.relkind when 'v' then 'view' when 'm' then 'materialized view' else 'foreign table' end
                   when not c.relrowsecurity then 'anon may select and row-level security is off'
                   else 'anon may select and a policy lets anon see rows: ' ||
                        (select string_agg(format('"%s"', pol.polname), ', ' order by pol.polname)
                           from pg_catalog.pg_policy pol
                          where pol.polrelid = c.oid and pol.polpermissive and pol.polcmd in ('r', '*')
                            and ${policyAppliesTo('anon')})
              end as reason
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'private', 'storage') and c.relkind in ('r', 'p', 'v', 'm', 'f')
          and pg_catalog.has_schema_privilege('anon', n.oid, 'USAGE')
          and pg_catalog.has_any_column_privilege('anon', c.oid, 'SELECT')
          and (c.relkind not in ('r', 'p') or not c.relrowsecurity
               or exists (select from pg_catalog.pg_policy pol
                           where pol.polrelid = c.oid and pol.polpermissive and pol.polcmd in ('r', '*')
                             and ${policyAppliesTo('anon')}))
        order by 1`,
    );
    const findings: Finding[] = [];
    const listed = new Set(Object.keys(config.publicToVisitors));
    for (const { object, reason } of rows) {
      if (!listed.delete(object)) findings.push({ rule: RULE, object, message: `readable by visitors: ${reason}` });
    }
    for (const object of listed) {
      findings.push({
        rule: RULE,
        object,
        message: 'listed as public to visitors in server/db/lint/config.ts, but anon cannot read it: remove the entry',
      });
    }
    return findings;
  },
};
