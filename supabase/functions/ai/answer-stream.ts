import type { CallStats } from './call-log.ts';
import { streamCompletion, type ProviderEvent } from './provider.ts';
import type { AiSettings } from './settings.ts';
import { encodeEvent, opening, type AnswerEvent } from './sse.ts';
import { serverText } from '../_shared/server-messages/index.ts';
import { inLanguage } from './tools/prompt-parts.ts';
import type { Answer, Tool, ToolContext } from './tools/index.ts';

export interface AnswerStreamOptions {
  tool: Tool;
  ctx: ToolContext;
  settings: AiSettings;
  /** Aborts when the member goes away. */
  signal: AbortSignal;
  idleTimeoutMs: number;
  now: () => number;
  /** When the request arrived: first-token time and latency count from it. */
  startedAt: number;
  /** Records the call; the stream ends after it, so a finished answer is always in the log. */
  onEnd(stats: CallStats): Promise<void>;
}

type Send = (event: AnswerEvent) => void;

interface ModelRun {
  answer: Answer | undefined;
  /** Whether any of the model's text reached the member (then a fallback starts with `reset`). */
  sentText: boolean;
  promptTokens: number | null;
  completionTokens: number | null;
}

/** JSON as models write it, sometimes inside a Markdown code fence. */
function parseJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  return JSON.parse(fenced ? fenced[1] : text);
}

async function runModel({ tool, ctx, settings, signal, idleTimeoutMs }: AnswerStreamOptions, send: Send): Promise<ModelRun> {
  const run: ModelRun = { answer: undefined, sentText: false, promptTokens: null, completionTokens: null };
  let text = '';
  try {
    const events: AsyncGenerator<ProviderEvent> = streamCompletion(
      settings,
      { messages: inLanguage(tool.prompt(ctx), ctx.locale, tool.mode === 'json'), temperature: tool.temperature, maxTokens: tool.maxTokens, json: tool.mode === 'json' },
      signal,
      idleTimeoutMs,
    );
    for await (const event of events) {
      if (event.type === 'usage') {
        run.promptTokens = event.promptTokens;
        run.completionTokens = event.completionTokens;
        continue;
      }
      text += event.text;
      // Text tools show the words as they come; JSON is useful only whole.
      if (tool.mode === 'text') {
        send({ event: 'delta', data: { text: event.text } });
        run.sentText = true;
      }
    }
  } catch (error) {
    if (!signal.aborted) console.warn(`ai: ${tool.name} falls back to its canned answer:`, error instanceof Error ? error.message : error);
    return run;
  }
  if (text.trim() === '') return run;
  if (tool.mode === 'text') {
    run.answer = { text, result: tool.result(text, ctx) };
    return run;
  }
  try {
    const parsed = tool.schema.safeParse(parseJson(text));
    run.answer = parsed.success ? tool.answer(parsed.data, ctx) : undefined;
    if (!run.answer) console.warn(`ai: ${tool.name}'s JSON was not usable; the canned answer is given`);
  } catch {
    console.warn(`ai: ${tool.name}'s answer was not JSON; the canned answer is given`);
  }
  return run;
}

/**
 * The answer as server-sent events (docs/ai.md): the model's when a provider is configured and
 * answers in time, else the tool's canned answer, marked simulated. Structured answers are sent as
 * their readable text, then `done` with the structure.
 */
export function answerStream(options: AnswerStreamOptions): ReadableStream<Uint8Array> {
  const { tool, ctx, settings, signal, now, onEnd, startedAt: started } = options;
  let firstTokenMs: number | null = null;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      // A comment line first: the status and headers leave at once, before the provider's first word.
      controller.enqueue(opening());
      const send: Send = (event) => {
        if (signal.aborted) return;
        if (event.event === 'delta' && firstTokenMs === null) firstTokenMs = now() - started;
        controller.enqueue(encodeEvent(event));
      };
      const stats = { model: null as string | null, promptTokens: null as number | null, completionTokens: null as number | null };
      let outcome: CallStats['outcome'] = 'simulated';
      try {
        const run = settings.enabled ? await runModel(options, send) : undefined;
        if (run) Object.assign(stats, { model: settings.model, promptTokens: run.promptTokens, completionTokens: run.completionTokens });
        if (run?.answer) {
          if (tool.mode === 'json') send({ event: 'delta', data: { text: run.answer.text } });
          send({ event: 'done', data: { simulated: false, result: run.answer.result } });
          outcome = 'answered';
        } else {
          if (run?.sentText) send({ event: 'reset', data: {} });
          const canned = tool.canned(ctx);
          send({ event: 'delta', data: { text: canned.text } });
          send({ event: 'done', data: { simulated: true, result: canned.result } });
        }
      } catch (error) {
        console.error(`ai: ${tool.name} failed:`, error);
        send({ event: 'error', data: { message: serverText(ctx.locale ?? 'en', 'ai.unavailable') } });
        outcome = 'failed';
      }
      if (signal.aborted) outcome = 'cancelled';
      await onEnd({ ...stats, outcome, firstTokenMs: firstTokenMs === null ? null : Math.round(firstTokenMs), latencyMs: now() - started });
      if (!signal.aborted) controller.close();
    },
  });
}
