import { RELATION_NAME } from './sql';
import type { LintRule } from './types';

// The API reaches every table of `public` and the two storage tables; without row-level security the
// table's grants alone decide, and Supabase's default grants give anon and authenticated everything.
const RULE = 'rls_disabled';

export const rlsEnabled: LintRule = {
  name: RULE,
  description: 'every table of public, storage.objects and storage.buckets has row-level security on',
  async check(tx) {
    const { rows } = await tx.query<{ object: string }>(
      `select ${RELATION_NAME} as object
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relrowsecurity
          and (n.nspname = 'public' or (n.nspname = 'storage' and c.relname in ('objects', 'buckets')))
        order by 1`,
    );
    return rows.map(({ object }) => ({
      rule: RULE,
      object,
      message: 'row-level security is off: alter table … enable row level security',
    }));
  },
};
