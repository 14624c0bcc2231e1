import { englishDay, readWaitRefusal } from '@rules/wait-refusals';
import { waitRefusalTexts } from '@/shared/config';
import { currentLocale, formatDate } from '@/shared/i18n';

/** A day as the reader's language writes it: English as the database writes it. */
function day(date: string): string {
  const locale = currentLocale();
  if (locale === 'en' || locale === 'pseudo') return englishDay(date);
  return formatDate(`${date}T00:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * An abuse limit's refusal (PT429) in the reader's language, from the refusal the database names in the
 * error's `detail` (private.refuse_for_now); undefined for one this code does not know, whose sentence
 * is then shown as the database wrote it.
 */
export function waitRefusalMessage(error: unknown): string | undefined {
  const refusal = readWaitRefusal((error as { details?: unknown } | null)?.details);
  if (!refusal) return undefined;
  switch (refusal.refusal) {
    case 'after_unblock':
      return (refusal.action === 'interest' ? waitRefusalTexts.interestAfterUnblock : waitRefusalTexts.connectAfterUnblock)(refusal.days);
    case 'next_boost':
      return waitRefusalTexts.next_boost(day(refusal.date));
    default:
      return 'count' in refusal ? waitRefusalTexts[refusal.refusal](refusal.count) : waitRefusalTexts[refusal.refusal];
  }
}
