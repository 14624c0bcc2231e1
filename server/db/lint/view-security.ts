import { RELATION_NAME } from './sql';
import type { LintRule } from './types';

const RULE = 'view_security';

// A plain view runs with its owner's rights, past the row-level security of the tables it reads, and
// a caller's cheap filter may run before its own conditions and leak rows through errors or timing.
// security_invoker makes the caller's rights and policies apply; security_barrier (public_profiles)
// keeps the view's conditions first, for a view that applies its own rule with the owner's rights.
// A materialized view can be neither: it is a copy, readable by whoever may select from it.
export const viewSecurity: LintRule = {
  name: RULE,
  description: 'every view of public is security_invoker or security_barrier',
  async check(tx) {
    const { rows } = await tx.query<{ object: string; kind: string }>(
      `select ${RELATION_NAME} as object, c.relkind::text as kind
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('v', 'm')
          and not exists (select from pg_catalog.pg_options_to_table(c.reloptions) o
                           where o.option_name in ('security_invoker', 'security_barrier')
                             and lower(o.option_value) in ('true', 'on', 'yes', '1'))
        order by 1`,
    );
    return rows.map(({ object, kind }) => ({
      rule: RULE,
      object,
      message:
        kind === 'm'
          ? 'a materialized view: no row-level security applies to it; use a view or a function'
          : 'neither security_invoker nor security_barrier: create it with (security_invoker = true), or security_barrier if it applies its own rule',
    }));
  },
};
