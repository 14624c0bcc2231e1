import type { Entitlement, Plan } from '../model/plan';

/**
 * The plans that include a feature, as a sentence names them: 'Premium and Elite', in the catalogue's
 * order (SQL's private.english_list says them the same in the database's refusals).
 */
export function plansIncluding(catalogue: readonly Plan[], feature: Entitlement): string {
  const names = catalogue.filter((plan) => plan.entitlements.includes(feature)).map((plan) => plan.name);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
