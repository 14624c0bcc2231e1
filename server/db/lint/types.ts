import type { Tx } from '../types';

/** One problem: the rule that found it, the object (`schema.table`, `schema.fn(argtypes)`…), and what is wrong. */
export interface Finding {
  rule: string;
  object: string;
  message: string;
}

/** Deliberate exceptions, each with the reason it is safe: the lint's only configuration (config.ts). */
export interface LintConfig {
  /** `schema.table` (or view) that visitors (`anon`) may read → why. */
  publicToVisitors: Readonly<Record<string, string>>;
  /** `public.fn(argtypes)` that visitors may call → why. */
  visitorFunctions: Readonly<Record<string, string>>;
  /** `public.table` with row-level security and no policy, closed to every API role → why. */
  closedTables: Readonly<Record<string, string>>;
  /** `schema.table: policy name` of an INSERT/UPDATE/DELETE/ALL policy open to visitors or to every member → why. */
  permissiveWrites: Readonly<Record<string, string>>;
}

export interface LintRule {
  name: string;
  /** What it checks, in one line (printed by `npm run lint:db -- --rules`). */
  description: string;
  check(tx: Tx, config: LintConfig): Promise<Finding[]>;
}
