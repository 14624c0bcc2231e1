import { readWaitRefusal } from '../../supabase/functions/_shared/rules/wait-refusals';

/** The seconds an abuse limit's refusal (PT429) says to wait: its detail's `retry_after` (private.refuse_for_now). */
export function retryAfter(error: unknown): number | undefined {
  return readWaitRefusal((error as { detail?: unknown } | null)?.detail)?.retry_after;
}
