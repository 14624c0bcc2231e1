/** The request body the fake reads: the fields it uses, and whatever else the client sent. */
export interface ChatCompletionRequestBody {
  model: string;
  messages: ChatMessage[];
  stream?: boolean | null;
  stream_options?: { include_usage?: boolean | null } | null;
  response_format?: { type: string; [key: string]: unknown } | null;
  temperature?: number | null;
  max_tokens?: number | null;
  max_completion_tokens?: number | null;
  [key: string]: unknown;
}

export interface ChatMessage {
  role: string;
  /** A string, or content parts of which only the text parts count here. */
  content?: string | Array<{ type: string; text?: string }> | null;
  [key: string]: unknown;
}

/** A normal answer: the whole text at once, or streamed in chunks at the given pace. */
export interface TextReply {
  text: string;
  /** Characters (code points, so an emoji is never split) per stream chunk; 8 by default. */
  chunkSize?: number;
  /** Pause between stream chunks; 0 by default. */
  chunkDelayMs?: number;
  /** Pause before the first chunk, or before the whole non-stream answer; 0 by default. */
  firstTokenDelayMs?: number;
  /**
   * Stream only: cut the connection (no final chunk, no [DONE]) once this many characters were sent,
   * as a provider that fails mid-answer does.
   */
  dropAfterChars?: number;
}

/** An error answer with OpenAI's error body. */
export interface ErrorReply {
  status: number;
  error?: { message?: string; type?: string; code?: string | null };
  /** Seconds, sent as `retry-after` (the SDK reads it to pace its retries). */
  retryAfter?: number;
}

/** Accept the request and never answer, until the fake closes: for client timeouts. */
export interface HangReply {
  hang: true;
}

/** A 200 whose body (or, streaming, whose first event) is not JSON. */
export interface MalformedReply {
  malformed: true;
}

export type FakeReply =
  | TextReply
  | ErrorReply
  | HangReply
  | MalformedReply
  | ((request: ChatCompletionRequestBody) => FakeReply);

/** A reply that is not a function: what the server acts on. */
export type ResolvedReply = Exclude<FakeReply, (request: ChatCompletionRequestBody) => FakeReply>;

export const DEFAULT_REPLY_TEXT = "This is the fake model's answer.";

/** Calls function replies until a plain one comes out; a function that throws becomes a 500. */
export function resolveReply(reply: FakeReply, request: ChatCompletionRequestBody): ResolvedReply {
  let current = reply;
  // A bound on the nesting, so a function that returns itself fails the request instead of the process.
  for (let depth = 0; typeof current === 'function'; depth++) {
    if (depth === 10) return { status: 500, error: { message: 'fake reply functions nested too deep' } };
    try {
      current = current(request);
    } catch (error) {
      return { status: 500, error: { message: `fake reply function threw: ${String(error)}` } };
    }
  }
  return current;
}

/** The text of a message, its text parts joined, for token counts and for function replies. */
export function messageText(message: ChatMessage): string {
  const { content } = message;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : '')).join('');
}
