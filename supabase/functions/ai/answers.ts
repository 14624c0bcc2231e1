import { refusalResponse, type RefusalAnswer } from '../_shared/refusal.ts';

/**
 * Every refusal of the `ai` function, before any answer: the status, a code the SPA can switch on and
 * the message it may show as it is (docs/ai.md, Refusals). The partner prompts are the SPEC's.
 */
export const AI_REFUSALS = {
  notSignedIn: [401, 'not_signed_in', 'Please sign in again.'],
  methodNotAllowed: [405, 'method_not_allowed', 'Use POST.'],
  badRequest: [400, 'bad_request', 'This request is not valid.'],
  selectProfile: [400, 'partner_required', 'Please select a profile to analyze compatibility'],
  selectPartner: [400, 'partner_required', 'Please select a conversation partner'],
  selectMatch: [400, 'partner_required', 'Please select a match to get date suggestions'],
  partnerNotFound: [404, 'partner_not_found', 'This profile is not available.'],
  notMatched: [409, 'not_matched', 'Please select a match to get date suggestions'],
  personaNotFound: [404, 'persona_not_found', 'This matchmaker is not available.'],
} as const satisfies Record<string, RefusalAnswer>;

export type AiRefusal = keyof typeof AI_REFUSALS;

export const refusal = (name: AiRefusal, headers: Record<string, string> = {}): Response => refusalResponse(AI_REFUSALS[name], headers);

/** The call limits' refusal: the database's message, and when to try again. */
export function rateLimited(message: string, retryAfterSeconds: number): Response {
  return Response.json(
    { error: message, code: 'rate_limited' },
    { status: 429, headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } },
  );
}

/** The member's plan does not include the tool: the database's message, and the way to upgrade. */
export function planRequired(message: string): Response {
  return Response.json({ error: message, code: 'plan_required' }, { status: 402 });
}
