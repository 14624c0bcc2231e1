import { describeFunctionFailure, namedRefusalMessage, type ApiError } from '@/shared/api';
import { aiAnswerTexts } from '../config/texts';
import type { AiTool } from '../model/ai-request';

/** Why an ask ended without an answer, before it becomes the member's message. */
export type AiFailure =
  /** The function said no before answering (docs/ai.md, "Refusals"): `{ error, code }`. */
  | { kind: 'refused'; status: number; code?: string; message?: string; details?: string }
  /** No answer came: the network, or a relay in between. */
  | { kind: 'unreachable'; cause: unknown }
  /** The `error` event: even the canned answer failed. */
  | { kind: 'failed'; message: string }
  /** The stream broke off, or said something this client cannot read. */
  | { kind: 'broken'; cause: unknown };

/** Reads the refusal of a failed `functions.invoke`; without an answer, the ask never reached the function. */
export async function describeInvokeError(error: unknown): Promise<AiFailure> {
  const { status, code, message, details } = await describeFunctionFailure(error);
  if (status === undefined) return { kind: 'unreachable', cause: error };
  return { kind: 'refused', status, ...(code && { code }), ...(message && { message }), ...(details && { details }) };
}

// Refusals whose message tells the member what to do (wait, upgrade, pick someone, sign in): shown as they
// are. The rest (a bad request, a failed stream, the network) are the tool's SPEC failure.
const toldCodes = new Set(['rate_limited', 'plan_required', 'partner_required', 'partner_not_found', 'not_matched', 'persona_not_found', 'not_signed_in']);

const isFailure = (error: unknown): error is AiFailure =>
  typeof error === 'object' && error !== null && ['refused', 'unreachable', 'failed', 'broken'].includes((error as { kind?: string }).kind ?? '');

/** The message the member sees for a failed ask of `tool`; anything thrown on the way counts as a broken stream. */
export function aiFailureError(tool: AiTool, error: unknown): ApiError {
  const failure: AiFailure = isFailure(error) ? error : { kind: 'broken', cause: error };
  if (failure.kind === 'refused' && failure.code && failure.message && toldCodes.has(failure.code)) {
    // Her plan lacks the tool, or she asked too often: the database's refusal, said in her language.
    const message = namedRefusalMessage(failure) ?? failure.message;
    return { message, code: failure.code, status: failure.status };
  }
  const code = failure.kind === 'refused' ? failure.code : failure.kind;
  return { message: aiAnswerTexts.failed[tool], ...(code && { code }), ...(failure.kind === 'refused' && { status: failure.status }) };
}
