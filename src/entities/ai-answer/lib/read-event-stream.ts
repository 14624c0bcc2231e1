import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type { EventSourceMessage };

/**
 * Reads a `text/event-stream` body, handing over each event as soon as it is complete (an event may
 * arrive split across chunks, with CRLF line ends or several `data:` lines: the parser joins them).
 * Ends with the stream, when `onEvent` answers 'stop', or when `signal` aborts.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: EventSourceMessage) => void | 'stop',
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  let stopped = false;
  const parser = createParser({ onEvent: (event) => void (stopped ||= onEvent(event) === 'stop') });
  const decoder = new TextDecoder();
  // Cancelling ends a pending read at once, whether or not the fetch itself heeds the signal.
  const cancel = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    while (!stopped && !signal?.aborted) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    if (stopped) cancel();
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}
