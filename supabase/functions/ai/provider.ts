import type { AiSettings } from './settings.ts';
import type { ChatMessage } from './tools/tool.ts';

export interface Completion {
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  /** JSON mode, for the structured tools. */
  json: boolean;
}

export type ProviderEvent = { type: 'text'; text: string } | { type: 'usage'; promptTokens: number; completionTokens: number };

/** The provider said nothing for too long: the answer falls back to the canned one. */
export class ProviderTimeout extends Error {
  override name = 'ProviderTimeout';
}

/**
 * `work`, unless it takes longer than `ms`: then `abort` is called and ProviderTimeout thrown. The
 * race does not rely on the work honouring the abort (a body stream may not), so a stalled provider
 * never holds the member.
 */
async function withinSilence<T>(work: Promise<T>, ms: number, abort: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort();
      reject(new ProviderTimeout(`no answer from the provider for ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, silence]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One chat completion, streamed, through the `openai` SDK against OpenAI or any compatible server.
 * No retries (a member is waiting; the canned answer is the fallback), and the provider must keep
 * talking: `idleTimeoutMs` without an answer or a chunk ends it with ProviderTimeout, so a long
 * answer that keeps streaming is never cut, and a stalled one never holds the member.
 */
export async function* streamCompletion(
  settings: AiSettings,
  completion: Completion,
  signal: AbortSignal,
  idleTimeoutMs: number,
): AsyncGenerator<ProviderEvent> {
  // The SDK's own logging would print provider output; the caller logs why it fell back.
  // Imported on the first completion: a server (or function instance) that asks none does not hold it.
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, maxRetries: 0, timeout: idleTimeoutMs, logLevel: 'off' });
  const stop = new AbortController();
  const request = client.chat.completions.create(
    {
      model: settings.model,
      messages: completion.messages,
      temperature: completion.temperature,
      max_tokens: completion.maxTokens,
      stream: true,
      stream_options: { include_usage: true },
      ...(completion.json ? { response_format: { type: 'json_object' as const } } : {}),
    },
    { signal: AbortSignal.any([signal, stop.signal]) },
  );
  const abort = () => stop.abort();
  const chunks = (await withinSilence(request, idleTimeoutMs, abort))[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await withinSilence(chunks.next(), idleTimeoutMs, abort);
      if (next.done) return;
      const text = next.value.choices[0]?.delta?.content;
      if (text) yield { type: 'text', text };
      const usage = next.value.usage;
      if (usage) yield { type: 'usage', promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens };
    }
  } finally {
    void chunks.return?.()?.catch(() => undefined);
  }
}
