import { readRefusalName } from '@rules/refusal-sentences';
import { databaseSentenceTexts } from '@/shared/config';
import { planRefusalMessage } from './plan-refusal';
import { waitRefusalMessage } from './wait-refusal';

/**
 * A refusal the database wrote for the member (private.refuse: an event full, a call ended, a retake too
 * soon), in the reader's language, from the name it gives in the error's `detail`; undefined for one this
 * code does not know.
 */
export function databaseSentence(error: unknown): string | undefined {
  const name = readRefusalName((error as { details?: unknown } | null)?.details);
  return name && databaseSentenceTexts[name];
}

/**
 * Any refusal the database names in `details` (a plan's, an abuse limit's, or one by name), in the
 * reader's language: for what an Edge Function passes on from the database.
 */
export const namedRefusalMessage = (error: unknown): string | undefined =>
  databaseSentence(error) ?? planRefusalMessage(error) ?? waitRefusalMessage(error);
