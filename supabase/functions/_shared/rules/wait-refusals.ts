/**
 * An abuse limit's refusal as the database names it (private.refuse_for_now writes it as JSON into the
 * error's `detail`, PT429), and its English sentence, which the SQL's private.wait_refusal_sentence
 * writes the same (server/db/rls/wait-refusals.test.ts). The SPA says it in the reader's language
 * (shared/api/wait-refusal.ts); docs/security.md, Abuse limits.
 */

import { refusalDetail } from './refusal-detail';

/** Too fast: nothing but the wait. */
export const HURRIED_REFUSALS = ['interests_too_fast', 'messages_too_fast', 'ai_too_fast', 'too_many_requests'] as const;
/** Too many today: the limit's number. */
export const COUNTED_WAIT_REFUSALS = [
  'unanswered_starts',
  'connection_requests_per_day',
  'reports_per_day',
  'support_requests_per_day',
  'verifications_per_day',
  'ai_answers_per_day',
] as const;

export type HurriedRefusal = (typeof HURRIED_REFUSALS)[number];
export type CountedWaitRefusal = (typeof COUNTED_WAIT_REFUSALS)[number];

export type WaitRefusal = { retry_after?: number } & (
  | { refusal: HurriedRefusal }
  | { refusal: CountedWaitRefusal; count: number }
  /** A block between the two was lifted: an interest ('interest') or a request ('connect') waits `days`. */
  | { refusal: 'after_unblock'; action: 'interest' | 'connect'; days: number }
  /** Her plan's next boost, a day (YYYY-MM-DD, UTC). */
  | { refusal: 'next_boost'; date: string }
);

const among = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);
const whole = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** The refusal a PT429's `detail` names, when it is one this code knows; else undefined (show the sentence as written). */
export function readWaitRefusal(detail: unknown): WaitRefusal | undefined {
  const { refusal, count, action, days, date, retry_after: retryAfter } = refusalDetail(detail) ?? {};
  const wait = whole(retryAfter) ? { retry_after: retryAfter } : {};
  if (among(HURRIED_REFUSALS, refusal)) return { refusal, ...wait };
  if (among(COUNTED_WAIT_REFUSALS, refusal) && whole(count)) return { refusal, count, ...wait };
  if (refusal === 'after_unblock' && (action === 'interest' || action === 'connect') && whole(days)) return { refusal, action, days, ...wait };
  if (refusal === 'next_boost' && typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) return { refusal, date, ...wait };
  return undefined;
}

/** A day as the database's English writes it (to_char 'FMMonth FMDD, YYYY'): 'December 5, 2026'. */
export const englishDay = (date: string): string =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** Each refusal in English. */
export const WAIT_REFUSAL_ENGLISH = {
  interests_too_fast: 'You are sending interests too fast. Please take a break and try again in a few minutes.',
  messages_too_fast: 'You are sending messages too fast. Please wait a minute and try again.',
  ai_too_fast: 'You are asking the AI helpers too often. Please wait a minute and try again.',
  /** The API's own rate, per member and call (private.take_rate_limit). */
  too_many_requests: 'Too many requests: please wait a minute and try again',
  unanswered_starts: (count: number) =>
    `You have started ${count} conversations today that nobody has answered yet. Wait for a reply, or try again tomorrow.`,
  connection_requests_per_day: (count: number) => `You have sent ${count} connection requests today. Please try again tomorrow.`,
  reports_per_day: (count: number) => `You have sent ${count} reports today. Please try again tomorrow.`,
  support_requests_per_day: (count: number) => `You have sent ${count} support requests today. Please try again tomorrow.`,
  verifications_per_day: (count: number) => `You can ask to be verified ${count} times a day. Please try again tomorrow.`,
  ai_answers_per_day: (count: number) => `You have used your ${count} AI answers for today. Please try again tomorrow.`,
  interestAfterUnblock: (days: number) => `A block between you and this member was lifted recently. You can show interest again in ${days} ${days === 1 ? 'day' : 'days'}.`,
  connectAfterUnblock: (days: number) => `A block between you and this member was lifted recently. You can ask to connect again in ${days} ${days === 1 ? 'day' : 'days'}.`,
  next_boost: (day: string) => `Your next boost is on ${day}.`,
};

/** A refusal's English sentence, as the database writes it. */
export function englishWaitRefusal(refusal: WaitRefusal): string {
  switch (refusal.refusal) {
    case 'after_unblock':
      return (refusal.action === 'interest' ? WAIT_REFUSAL_ENGLISH.interestAfterUnblock : WAIT_REFUSAL_ENGLISH.connectAfterUnblock)(refusal.days);
    case 'next_boost':
      return WAIT_REFUSAL_ENGLISH.next_boost(englishDay(refusal.date));
    default:
      return 'count' in refusal ? WAIT_REFUSAL_ENGLISH[refusal.refusal](refusal.count) : WAIT_REFUSAL_ENGLISH[refusal.refusal];
  }
}
