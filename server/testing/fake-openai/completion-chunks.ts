import { messageText, type ChatCompletionRequestBody } from './fake-reply';

/** What every body and chunk of one answer shares, as OpenAI repeats it in each chunk. */
export interface CompletionMeta {
  id: string;
  created: number;
  model: string;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** Roughly OpenAI's tokens for English: a token is about four characters. */
export function countTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function usageFor(request: ChatCompletionRequestBody, answer: string): Usage {
  const prompt = countTokens(request.messages.map(messageText).join(''));
  const completion = countTokens(answer);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

/** The non-stream `chat.completion` body. */
export function completionBody(meta: CompletionMeta, text: string, usage: Usage) {
  return {
    id: meta.id,
    object: 'chat.completion',
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage,
  };
}

/** Splits by code points, so that a chunk boundary never falls inside an emoji's surrogate pair. */
export function splitIntoPieces(text: string, size: number): string[] {
  const points = Array.from(text);
  const step = Math.max(1, Math.floor(size));
  const pieces: string[] = [];
  for (let start = 0; start < points.length; start += step) pieces.push(points.slice(start, start + step).join(''));
  return pieces;
}

/**
 * One `chat.completion.chunk`. With include_usage OpenAI sends `usage: null` on every chunk but the
 * last, so the field is there exactly when the client asked for it.
 */
export function completionChunk(
  meta: CompletionMeta,
  delta: { role?: 'assistant'; content?: string },
  finishReason: 'stop' | null,
  withUsageField: boolean,
) {
  return {
    id: meta.id,
    object: 'chat.completion.chunk',
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...(withUsageField ? { usage: null } : {}),
  };
}

/** The chunk that closes a stream whose client asked for usage: no choices, only the counts. */
export function usageChunk(meta: CompletionMeta, usage: Usage) {
  return { id: meta.id, object: 'chat.completion.chunk', created: meta.created, model: meta.model, choices: [], usage };
}

/** One server-sent event: a `data:` line and the blank line that ends it. */
export function sseEvent(data: unknown): string {
  return `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

/** OpenAI's error body, the shape the SDK reads `message`, `type` and `code` from. */
export function errorBody(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}
