// How each kind of reply goes on the wire, once the server has picked the reply.
import type http from 'node:http';
import {
  completionBody,
  completionChunk,
  errorBody,
  splitIntoPieces,
  sseEvent,
  usageChunk,
  usageFor,
  type CompletionMeta,
} from './completion-chunks';
import type { ChatCompletionRequestBody, ErrorReply, TextReply } from './fake-reply';

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendError(res: http.ServerResponse, reply: ErrorReply): void {
  const { status } = reply;
  const defaults =
    status === 429
      ? { message: 'Rate limit reached', type: 'rate_limit_error', code: 'rate_limit_exceeded' }
      : status >= 500
        ? { message: 'The server had an error while processing your request.', type: 'server_error', code: null }
        : { message: `Request failed with status ${status}.`, type: 'invalid_request_error', code: null };
  if (reply.retryAfter !== undefined) res.setHeader('retry-after', String(reply.retryAfter));
  const { message, type, code } = { ...defaults, ...reply.error };
  sendJson(res, status, errorBody(message, type, code ?? null));
}

export function sendMalformed(res: http.ServerResponse, stream: boolean, meta: CompletionMeta): void {
  // Labelled JSON on purpose: given any other content type the SDK returns the text as the answer instead of failing.
  const truncated = `{"id":"${meta.id}","object":"chat.completion","choices":[`;
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(truncated);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.end(sseEvent(truncated));
}

export async function sendText(
  res: http.ServerResponse,
  reply: TextReply,
  meta: CompletionMeta,
  request: ChatCompletionRequestBody,
): Promise<void> {
  await pause(reply.firstTokenDelayMs, res);
  if (res.destroyed) return;
  // A provider failing mid-answer, seen from a non-stream client: the connection drops with no answer.
  if (reply.dropAfterChars !== undefined) {
    res.destroy();
    return;
  }
  sendJson(res, 200, completionBody(meta, reply.text, usageFor(request, reply.text)));
}

export async function streamText(
  res: http.ServerResponse,
  reply: TextReply,
  meta: CompletionMeta,
  request: ChatCompletionRequestBody,
): Promise<void> {
  const withUsage = request.stream_options?.include_usage === true;
  const cut = reply.dropAfterChars !== undefined;
  const sent = cut ? Array.from(reply.text).slice(0, reply.dropAfterChars).join('') : reply.text;
  const pieces = splitIntoPieces(sent, reply.chunkSize ?? 8);

  // Headers first, as OpenAI does: the client's own timeout ends here, and a slow first token shows as such.
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  res.flushHeaders();
  await pause(reply.firstTokenDelayMs, res);

  let flushed: Promise<void> = Promise.resolve();
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) await pause(reply.chunkDelayMs, res);
    if (res.destroyed) return;
    const delta = index === 0 ? { role: 'assistant' as const, content: piece } : { content: piece };
    flushed = new Promise((resolve) => res.write(sseEvent(completionChunk(meta, delta, null, withUsage)), () => resolve()));
  }
  if (res.destroyed) return;
  if (cut) {
    // Destroying at once would drop what is still buffered: the client must receive the text before the cut.
    await flushed;
    res.destroy();
    return;
  }
  // An empty text still opens with the role, as OpenAI's first chunk always carries it.
  if (pieces.length === 0) res.write(sseEvent(completionChunk(meta, { role: 'assistant', content: '' }, null, withUsage)));
  res.write(sseEvent(completionChunk(meta, {}, 'stop', withUsage)));
  if (withUsage) res.write(sseEvent(usageChunk(meta, usageFor(request, reply.text))));
  res.end(sseEvent('[DONE]'));
}

/** Waits, but no longer than the connection lives, so close() never waits on a paced stream. */
function pause(ms: number | undefined, res: http.ServerResponse): Promise<void> {
  if (!ms || ms <= 0 || res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    res.once('close', done);
  });
}
