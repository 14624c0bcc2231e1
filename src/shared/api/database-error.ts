import { databaseErrorMessages } from '@/shared/config';
import { databaseSentence } from './database-sentence';
import { planRefusalMessage } from './plan-refusal';
import { waitRefusalMessage } from './wait-refusal';

/** The error every endpoint returns: the message is already the one the user sees. */
export interface ApiError {
  message: string;
  code?: string;
  status?: number;
  /** The form field the error belongs to, when there is one. */
  field?: string;
}

type MappedCode = 'PGRST301' | 'PGRST204' | '42703' | '23505';
const mappedCodes = new Set<string>(['PGRST301', 'PGRST204', '42703', '23505']);

/** "No rows" from a single-row request: treated as no data, not as an error. */
export const NO_ROWS_CODE = 'PGRST116';

/**
 * A plan's limit refused the write (docs/plans.md, Limits): HTTP 402 with the database's own message,
 * written for the member, the hint `upgrade`, and the refusal named in `detail`: shown in the reader's
 * language (plan-refusal.ts), with a way to upgrade.
 */
export const PLAN_LIMIT_CODE = 'PT402';

/** Whether an error (a PostgREST one, or the ApiError made of it) is a plan's limit. */
export const isPlanLimitError = (error: unknown): boolean => (error as { code?: string } | null)?.code === PLAN_LIMIT_CODE;

/**
 * An abuse limit refused the write (docs/security.md, Abuse limits): HTTP 429 with the database's
 * own message (too fast, too many unanswered conversations) and the refusal named in `detail`: shown in
 * the reader's language (wait-refusal.ts); waiting helps.
 */
export const RATE_LIMIT_CODE = 'PT429';

export const isRateLimitError = (error: unknown): boolean => (error as { code?: string } | null)?.code === RATE_LIMIT_CODE;

interface ErrorLike {
  code?: string;
  message?: string;
  name?: string;
}

const networkPatterns = /failed to fetch|networkerror|network request failed|load failed|fetch failed/i;

export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const { message = '', name = '' } = (error ?? {}) as ErrorLike;
  return networkPatterns.test(message) || name === 'AuthRetryableFetchError';
}

/**
 * SPEC §8, "Database error mapping": a PostgREST or network error as the user's message. Returns
 * null for PGRST116, which callers treat as "no data".
 */
export function mapDatabaseError(error: unknown, online = globalThis.navigator?.onLine ?? true): ApiError | null {
  const { code, message } = (error ?? {}) as ErrorLike;
  if (code === NO_ROWS_CODE) return null;
  if (!online) return { message: databaseErrorMessages.offline, code: 'offline' };
  // A refusal the database names (docs/i18n.md, the database's sentences): said in the reader's language.
  const said = databaseSentence(error);
  if (said) return { message: said, code };
  if (code === PLAN_LIMIT_CODE && message) return { message: planRefusalMessage(error) ?? message, code };
  if (code === RATE_LIMIT_CODE && message) return { message: waitRefusalMessage(error) ?? message, code };
  if (code && mappedCodes.has(code)) return { message: databaseErrorMessages[code as MappedCode], code };
  if (isNetworkError(error)) return { message: databaseErrorMessages.network, code: 'network' };
  return { message: databaseErrorMessages.fallback, code };
}
