import { refusalResponse, type RefusalAnswer } from '../_shared/refusal.ts';
import { serverText, type ServerLocale } from '../_shared/server-messages/index.ts';

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

// The refusals a member reads, in her language once it is known (_shared/server-messages: `ai.refusal.<name>`).
const TRANSLATED = ['selectProfile', 'selectPartner', 'selectMatch', 'partnerNotFound', 'notMatched', 'personaNotFound'] as const;
type TranslatedRefusal = (typeof TRANSLATED)[number];
const isTranslated = (name: AiRefusal): name is TranslatedRefusal => (TRANSLATED as readonly string[]).includes(name);

export function refusal(name: AiRefusal, headers: Record<string, string> = {}, locale: ServerLocale = 'en'): Response {
  const [status, code, message] = AI_REFUSALS[name];
  return refusalResponse([status, code, isTranslated(name) ? serverText(locale, `ai.refusal.${name}`) : message], headers);
}

/** The call limits' refusal: the database's message, the refusal it names (`details`, for the SPA to say in her language), and when to try again. */
export function rateLimited(message: string, retryAfterSeconds: number, details: string | null = null): Response {
  return Response.json(
    { error: message, code: 'rate_limited', ...(details && { details }) },
    { status: 429, headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } },
  );
}

/**
 * The member's plan does not include the tool: the database's message, and the refusal it names
 * (`details`, JSON), which the SPA says in her language (shared/api/plan-refusal.ts).
 */
export function planRequired(message: string, details: string | null = null): Response {
  return Response.json({ error: message, code: 'plan_required', ...(details && { details }) }, { status: 402 });
}
