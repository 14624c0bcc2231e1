/** The member's boosts now (rpc get_my_boost, docs/plans.md, Boosts). */
export interface MyBoost {
  /** When the running boost ends; null when none runs. */
  activeUntil: string | null;
  /** Boosts she may start now: 0 or 1, unused ones do not pile up. */
  boostsLeft: number;
  /** When the next one comes while she has none left; null otherwise. */
  nextBoostAt: string | null;
}
