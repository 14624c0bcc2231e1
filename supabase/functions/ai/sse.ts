/** The events of an answer (docs/ai.md, The answer: server-sent events). */
export type AnswerEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'reset'; data: Record<string, never> }
  | { event: 'done'; data: { simulated: boolean; result: object } }
  | { event: 'error'; data: { message: string } };

const encoder = new TextEncoder();

export function encodeEvent({ event, data }: AnswerEvent): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** An SSE comment, which clients ignore: sent first so that the answer's headers are not held back. */
export const opening = () => encoder.encode(': answering\n\n');

export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  // Proxies (nginx) would otherwise hold the answer back until it ends.
  'X-Accel-Buffering': 'no',
};
