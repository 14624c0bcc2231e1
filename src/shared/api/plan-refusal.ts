import { englishList, readPlanRefusal } from '@rules/plan-refusals';
import { planRefusalTexts } from '@/shared/config';
import { currentLocale } from '@/shared/i18n';

/**
 * Plan names as the reader's language lists them: 'Premium and Elite' in English as the database writes
 * it, 'Premium y Elite' by Intl in the others; 'a higher plan' when none is named.
 */
export function planNames(names: readonly string[]): string {
  if (names.length === 0) return planRefusalTexts.higherPlan;
  const locale = currentLocale();
  if (locale === 'en' || locale === 'pseudo') return englishList(names);
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/**
 * A plan's refusal (PT402) in the reader's language, from the refusal the database names in the
 * error's `detail` (private.refuse_by_plan); undefined for one this code does not know, whose sentence
 * is then shown as the database wrote it.
 */
export function planRefusalMessage(error: unknown): string | undefined {
  const refusal = readPlanRefusal((error as { details?: unknown } | null)?.details);
  if (!refusal) return undefined;
  return refusal.refusal === 'feature'
    ? planRefusalTexts[refusal.feature](planNames(refusal.plans))
    : planRefusalTexts[refusal.refusal](refusal.count);
}
