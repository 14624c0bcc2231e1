import { performance } from 'node:perf_hooks';
import type OpenAI from 'openai';
import { parseEvents } from '../../server/testing/ai-answers';
import type { TestServer } from '../../server/testing/test-server';

/** One streamed answer: ms from sending the request to the first text, and to the end. */
export interface TimedStream {
  sentAt: number;
  firstTokenMs: number;
  totalMs: number;
}

/**
 * POST /functions/v1/ai as a member, timed to the first bytes holding `event: delta`, then read to
 * the end. Throws unless the answer is the model's own (`done` with `simulated: false`): a canned
 * answer arrives at once and would pass for a fast provider.
 */
export async function timedAiCall(server: TestServer, token: string, body: object): Promise<TimedStream> {
  const sentAt = performance.now();
  const res = await fetch(`${server.url}/functions/v1/ai`, {
    method: 'POST',
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200 || !res.body) throw new Error(`ai answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstTokenMs = NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    // On the whole text so far, in case the event name is split across chunks.
    if (Number.isNaN(firstTokenMs) && text.includes('event: delta')) firstTokenMs = performance.now() - sentAt;
  }
  const totalMs = performance.now() - sentAt;
  const end = parseEvents(text).at(-1);
  if (end?.event !== 'done' || end.data.simulated !== false) throw new Error(`not the model's answer, ends with ${JSON.stringify(end)}`);
  return { sentAt, firstTokenMs, totalMs };
}

/** The same answer straight from the provider with the `openai` SDK: first content delta, then the end. */
export async function timedProviderCall(client: OpenAI, model: string): Promise<TimedStream> {
  const sentAt = performance.now();
  const stream = await client.chat.completions.create({
    model,
    messages: [{ role: 'user', content: 'Give me feedback for growth.' }],
    stream: true,
    // As the function asks, so both streams end alike.
    stream_options: { include_usage: true },
  });
  let firstTokenMs = NaN;
  for await (const chunk of stream) {
    if (Number.isNaN(firstTokenMs) && chunk.choices[0]?.delta?.content) firstTokenMs = performance.now() - sentAt;
  }
  if (Number.isNaN(firstTokenMs)) throw new Error('the provider sent no text');
  return { sentAt, firstTokenMs, totalMs: performance.now() - sentAt };
}

/** Runs `count` calls one after another, after `warmUp` untimed ones. */
export async function sequential<T>(count: number, warmUp: number, call: () => Promise<T>): Promise<T[]> {
  for (let i = 0; i < warmUp; i++) await call();
  const results: T[] = [];
  for (let i = 0; i < count; i++) results.push(await call());
  return results;
}

export interface InFlight {
  /** Calls in flight right now. */
  running(): number;
  /** Stops starting calls and waits for the running ones; resolves with every finished call. */
  stop(): Promise<{ finished: TimedStream[]; errors: unknown[] }>;
}

/**
 * Keeps `slots` calls in flight, starting the next as soon as one ends. The slots start
 * `staggerMs / slots` apart so that their calls do not all begin and end together.
 */
export function keepInFlight(slots: number, staggerMs: number, call: () => Promise<TimedStream>): InFlight {
  let stopping = false;
  let running = 0;
  const finished: TimedStream[] = [];
  const errors: unknown[] = [];
  const slot = async (i: number) => {
    await new Promise((resolve) => setTimeout(resolve, (i * staggerMs) / slots));
    while (!stopping) {
      running++;
      try {
        finished.push(await call());
      } catch (error) {
        errors.push(error);
        // A failing call ends at once: retrying would spin instead of streaming.
        return;
      } finally {
        running--;
      }
    }
  };
  const all = Promise.all(Array.from({ length: slots }, (_, i) => slot(i)));
  return {
    running: () => running,
    async stop() {
      stopping = true;
      await all;
      return { finished, errors };
    },
  };
}
