import { FUNCTION_NAME, NOT_EXTENSION_MEMBER } from './sql';
import type { LintRule } from './types';

// A SECURITY DEFINER function runs with its owner's rights and resolves names through the caller's
// search_path unless it fixes its own: a caller could then put a table or operator of theirs first.
// The project's convention is `search_path = ''` with every name schema-qualified; PostgreSQL
// prints it as `search_path=""`.
const EMPTY = new Set(['search_path=""', "search_path=''"]);

const RULE = 'definer_search_path';

export const definerSearchPath: LintRule = {
  name: RULE,
  description: "every SECURITY DEFINER function of public and private fixes its search_path, to ''",
  async check(tx) {
    const { rows } = await tx.query<{ object: string; setting: string | null }>(
      `select ${FUNCTION_NAME} as object,
              (select s from unnest(p.proconfig) as s where s like 'search\\_path=%' limit 1) as setting
         from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prosecdef and ${NOT_EXTENSION_MEMBER}
        order by 1`,
    );
    return rows
      .filter(({ setting }) => setting === null || !EMPTY.has(setting))
      .map(({ object, setting }) => ({
        rule: RULE,
        object,
        message:
          setting === null
            ? "SECURITY DEFINER without a fixed search_path: add set search_path = ''"
            : `SECURITY DEFINER with ${setting}: use set search_path = '' and qualify every name`,
      }));
  },
};
