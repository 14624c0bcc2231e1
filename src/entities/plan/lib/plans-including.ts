import { planNames } from '@/shared/api';
import type { Entitlement, Plan } from '../model/plan';

/**
 * The plans that include a feature, as a sentence in the reader's language names them ('Premium and
 * Elite', 'Premium y Elite'), in the catalogue's order, as the database's refusals name them
 * (shared/api's planNames); '' when no plan does, for the caller's own sentence.
 */
export function plansIncluding(catalogue: readonly Plan[], feature: Entitlement): string {
  const names = catalogue.filter((plan) => plan.entitlements.includes(feature)).map((plan) => plan.name);
  return names.length === 0 ? '' : planNames(names);
}
