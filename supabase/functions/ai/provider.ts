import OpenAI from 'openai';
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
 * One chat completion, streamed, through the `openai` SDK against OpenAI or any compatible server.
 * No retries (a member is waiting; the canned answer is the fallback), and the provider must keep
 * talking: `idleTimeoutMs` without a chunk, from the request on, aborts it with ProviderTimeout, so a
 * long answer that keeps streaming is never cut, and a stalled one never holds the member.
 */
export async function* streamCompletion(
  settings: AiSettings,
  completion: Completion,
  signal: AbortSignal,
  idleTimeoutMs: number,
): AsyncGenerator<ProviderEvent> {
  // The SDK's own logging would print provider output; the caller logs why it fell back.
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, maxRetries: 0, timeout: idleTimeoutMs, logLevel: 'off' });
  const idle = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rearm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      idle.abort();
    }, idleTimeoutMs);
  };
  try {
    rearm();
    const stream = await client.chat.completions.create(
      {
        model: settings.model,
        messages: completion.messages,
        temperature: completion.temperature,
        max_tokens: completion.maxTokens,
        stream: true,
        stream_options: { include_usage: true },
        ...(completion.json ? { response_format: { type: 'json_object' as const } } : {}),
      },
      { signal: AbortSignal.any([signal, idle.signal]) },
    );
    for await (const chunk of stream) {
      rearm();
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield { type: 'text', text };
      if (chunk.usage) yield { type: 'usage', promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens };
    }
  } catch (error) {
    if (timedOut) throw new ProviderTimeout(`no answer from the provider for ${idleTimeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
