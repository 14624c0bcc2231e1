import { callerOf } from '../_shared/auth-api.ts';
import { serverLocale } from '../_shared/server-messages/index.ts';
import { withCors } from '../_shared/cors.ts';
import type { EdgeEnv, EdgeHandler } from '../_shared/edge-function.ts';
import { answerStream } from './answer-stream.ts';
import { planRequired, rateLimited, refusal } from './answers.ts';
import { finishCall, startCall, type CallStats } from './call-log.ts';
import { CallerData } from './member-data.ts';
import { readAiRequest } from './request.ts';
import { readAiSettings } from './settings.ts';
import { EVENT_STREAM_HEADERS } from './sse.ts';
import { loadToolContext } from './tool-context.ts';
import { TOOLS } from './tools/index.ts';
import { handlePhotoVerification } from './verification/handler.ts';

export interface AiHandlerOptions {
  /** How long the provider may stay silent before the canned answer is given (docs/ai.md). */
  idleTimeoutMs?: number;
  now?: () => number;
}

/**
 * POST /functions/v1/ai `{ tool, partnerId?, personaId? }` (docs/ai.md): checks the caller, counts
 * the call against her limits, reads what the tool needs as her (row-level security decides), and
 * streams the answer as server-sent events. The browser never sends text for a prompt, and never
 * sees the provider's key.
 */
export function createAiHandler({ idleTimeoutMs = 15_000, now = () => performance.now() }: AiHandlerOptions = {}): EdgeHandler {
  return async (req: Request, env: EdgeEnv) => {
    const started = now();
    if (req.method !== 'POST') return refusal('methodNotAllowed', { Allow: 'POST' });
    // The one route with an image in its body (a live selfie): docs/ai.md, Photo verification.
    if (new URL(req.url).pathname.endsWith('/ai/photo-verification')) return handlePhotoVerification(req, env, idleTimeoutMs);
    const caller = await callerOf(req, env);
    if (!caller) return refusal('notSignedIn');
    const { token, user } = caller;

    const body = await readAiRequest(req);
    if (!body) return refusal('badRequest');
    const tool = TOOLS[body.tool];
    // The language she sent, for a refusal before her profile is read.
    if (tool.partner && !body.partnerId) return refusal(tool.partner.missing, {}, serverLocale(body.locale));
    if ((tool.partner && body.partnerId === user.id) || (tool.needsPersona && !body.personaId)) return refusal('badRequest');

    const call = await startCall(env, user.id, tool.name, tool.needsPersona ? (body.personaId ?? null) : null);
    if ('limited' in call) return rateLimited(call.limited.message, call.limited.retryAfterSeconds, call.limited.details);
    if ('planRequired' in call) return planRequired(call.planRequired.message, call.planRequired.details);
    const finish = (stats: CallStats) => finishCall(env, call.id, stats);
    const unanswered = (outcome: CallStats['outcome']): CallStats => ({
      outcome,
      model: null,
      promptTokens: null,
      completionTokens: null,
      firstTokenMs: null,
      latencyMs: now() - started,
    });

    const ctx = await loadToolContext(new CallerData(env, token), user.id, tool, body).catch(async (error: unknown) => {
      await finish(unanswered('failed'));
      throw error;
    });
    if ('refused' in ctx) {
      await finish(unanswered('refused'));
      return refusal(ctx.refused, {}, ctx.locale);
    }
    const stream = answerStream({
      tool,
      ctx,
      settings: readAiSettings(env.secrets),
      signal: req.signal,
      idleTimeoutMs,
      now,
      startedAt: started,
      onEnd: finish,
    });
    return new Response(stream, { headers: EVENT_STREAM_HEADERS });
  };
}

export const handler: EdgeHandler = withCors(createAiHandler());
