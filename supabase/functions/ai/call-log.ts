import type { EdgeEnv } from '../_shared/edge-function.ts';
import { serviceRpc, serviceRpcResponse } from '../_shared/service-rest.ts';
import type { AiTool } from './request.ts';

export type CallOutcome = 'answered' | 'simulated' | 'refused' | 'failed' | 'cancelled';

export interface CallStats {
  outcome: CallOutcome;
  model: string | null;
  promptTokens: number | null;
  completionTokens: number | null;
  firstTokenMs: number | null;
  latencyMs: number;
}

export type StartedCall =
  | { id: number }
  | { limited: { message: string; retryAfterSeconds: number; details: string | null } }
  /** The member's plan has no such tool (the matchmaker on Free and Basic). */
  | { planRequired: { message: string; details: string | null } };

/** The seconds an abuse limit's refusal says to wait: its detail's `retry_after` (private.refuse_for_now). */
function retryAfter(details: string | null): number | undefined {
  try {
    const seconds: unknown = JSON.parse(details ?? '').retry_after;
    return Number.isInteger(seconds) ? (seconds as number) : undefined;
  } catch {
    return undefined;
  }
}

/** Logs a call as started, or says which limit it is over or that her plan lacks it (start_ai_call, docs/ai.md Limits). */
export async function startCall(env: EdgeEnv, member: string, tool: AiTool, persona: string | null): Promise<StartedCall> {
  // The service role: these functions are closed to members, who must not start, finish or read calls.
  const res = await serviceRpcResponse(env, 'start_ai_call', { member, tool, persona });
  if (res.status === 429) {
    const body = (await res.json()) as { message: string; details: string | null };
    return { limited: { message: body.message, retryAfterSeconds: retryAfter(body.details) ?? 60, details: body.details } };
  }
  if (res.status === 402) {
    const body = (await res.json()) as { message: string; details: string | null };
    return { planRequired: { message: body.message, details: body.details } };
  }
  if (!res.ok) throw new Error(`start_ai_call answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return { id: Number(await res.json()) };
}

/** Records how it ended; a failure to record is logged, never shown to the member. */
export async function finishCall(env: EdgeEnv, call: number, stats: CallStats): Promise<void> {
  try {
    await serviceRpc(env, 'finish_ai_call', {
      call,
      outcome: stats.outcome,
      model: stats.model,
      prompt_tokens: stats.promptTokens,
      completion_tokens: stats.completionTokens,
      first_token_ms: stats.firstTokenMs,
      latency_ms: Math.round(stats.latencyMs),
    });
  } catch (error) {
    console.error('ai: the call log could not be written:', error);
  }
}
