/**
 * What a failed Edge Function call said: its status and the `{ error, code }` of its body, if any.
 * No status: no answer came (the network, a relay).
 */
export interface FunctionFailure {
  name: string;
  status?: number;
  /** The function's own message, written for the member (never supabase-js's generic one). */
  message?: string;
  /** The function's code for it, for the SPA to switch on. */
  code?: string;
  /** What the database named, passed on (a plan's refusal: plan-refusal.ts). */
  details?: string;
}

interface FunctionsErrorLike {
  name?: string;
  /** FunctionsHttpError carries the Response; the fetch and relay errors carry their cause. */
  context?: unknown;
}

/** Reads the answer of a failed `functions.invoke` (its body can be read only once, and only asynchronously). */
export async function describeFunctionFailure(error: unknown): Promise<FunctionFailure> {
  const { name = 'Error', context } = (error ?? {}) as FunctionsErrorLike;
  if (!(context instanceof Response)) return { name };
  const body = (await context.json().catch(() => null)) as { error?: unknown; code?: unknown; details?: unknown } | null;
  return {
    name,
    status: context.status,
    ...(typeof body?.error === 'string' && { message: body.error }),
    ...(typeof body?.code === 'string' && { code: body.code }),
    ...(typeof body?.details === 'string' && { details: body.details }),
  };
}
