import { HttpResponse } from 'msw';
import type { AiRequest, AiResult } from '@/entities/ai-answer';
import { rest, type Answer } from './rest';

/** One server-sent event of the `ai` function (docs/ai.md, "The answer"). */
export interface AiEvent {
  event: 'delta' | 'reset' | 'done' | 'error';
  data: object;
}

/**
 * What the stream sends, in order: an event, raw text as it is (to split or malform frames), or a
 * pause: the stream waits for the promise (a test's `deferred()`) before going on.
 */
export type AiStreamStep = AiEvent | string | Promise<unknown>;

export const aiEvent = {
  delta: (text: string): AiEvent => ({ event: 'delta', data: { text } }),
  reset: (): AiEvent => ({ event: 'reset', data: {} }),
  done: (result: AiResult, simulated = false): AiEvent => ({ event: 'done', data: { simulated, result } }),
  error: (message = 'The assistant is not available right now.'): AiEvent => ({ event: 'error', data: { message } }),
};

/** An event as the function writes it on the wire. */
export const sseFrame = ({ event, data }: AiEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

interface StreamOptions {
  /** Between steps, in ms (real timers): a slow model. */
  delayMs?: number;
}

/**
 * A 200 `text/event-stream` answer that sends the steps one chunk each, then ends. (MSW hands the
 * client a copy of the body, so a client that stops reading is not seen here: test that on the client.)
 */
export function aiStream(steps: AiStreamStep[], { delayMs = 0 }: StreamOptions = {}): Response {
  const encoder = new TextEncoder();
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      void (async () => {
        for (const step of steps) {
          if (delayMs > 0) await new Promise((resolve) => (timer = setTimeout(resolve, delayMs)));
          if (step instanceof Promise) await step;
          if (cancelled) return;
          if (!(step instanceof Promise)) controller.enqueue(encoder.encode(typeof step === 'string' ? step : sseFrame(step)));
        }
        controller.close();
      })();
    },
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  });
  return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
}

/** A refusal before any answer: `{ error, code }` with its status (docs/ai.md, "Refusals"). */
export function aiRefusal(status: number, code: string, error: string, headers?: Record<string, string>, details?: string): Response {
  return HttpResponse.json({ error, code, ...(details && { details }) }, { status, headers });
}

/** The `ai` function's answer to each request: a stream, a refusal, or one computed from the body sent. */
export const aiFunction = (answer: Answer<Response, AiRequest>) => rest.fn<AiRequest>('ai', answer);
