import { readEventStream, type EventSourceMessage } from './read-event-stream';

const encoder = new TextEncoder();

/** A body that delivers exactly these chunks (strings, or bytes to split a character), then ends. */
function body(chunks: (string | Uint8Array)[], onCancel?: () => void) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index === chunks.length) return controller.close();
      const chunk = chunks[index++];
      controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
    },
    cancel: onCancel,
  });
}

async function read(chunks: (string | Uint8Array)[]) {
  const events: EventSourceMessage[] = [];
  await readEventStream(body(chunks), (event) => void events.push(event));
  return events.map(({ event, data }) => ({ event, data }));
}

describe('readEventStream', () => {
  it('joins an event split anywhere across chunks, and keeps events that share a chunk apart', async () => {
    expect(await read(['event: del', 'ta\ndata: {"text":"Hel', 'lo"}\n', '\nevent: delta\ndata: {"text":"!"}\n\nevent: done\ndata: {}\n\n'])).toEqual([
      { event: 'delta', data: '{"text":"Hello"}' },
      { event: 'delta', data: '{"text":"!"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('decodes a character whose bytes arrive in two chunks', async () => {
    const bytes = encoder.encode('event: delta\ndata: {"text":"💘"}\n\n');
    const cut = bytes.indexOf(0xf0) + 2;
    expect(await read([bytes.slice(0, cut), bytes.slice(cut)])).toEqual([{ event: 'delta', data: '{"text":"💘"}' }]);
  });

  it('joins several data lines with a newline', async () => {
    expect(await read(['event: delta\ndata: first line\ndata: second line\n\n'])).toEqual([{ event: 'delta', data: 'first line\nsecond line' }]);
  });

  it('reads CRLF and CR line ends', async () => {
    expect(await read(['event: reset\r\ndata: {}\r\n\r', '\nevent: delta\rdata: {"text":"a"}\r\revent: done\r\ndata: {}\r\n\r\n'])).toEqual([
      { event: 'reset', data: '{}' },
      { event: 'delta', data: '{"text":"a"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('drops an event the stream never finished', async () => {
    expect(await read(['event: delta\ndata: {"text":"cut off"}'])).toEqual([]);
  });

  it("stops reading and cancels the stream when the handler says 'stop'", async () => {
    const cancelled = jest.fn();
    const seen: string[] = [];
    await readEventStream(
      body(['event: done\ndata: {}\n\nevent: delta\ndata: {"text":"late"}\n\n', 'event: delta\ndata: {}\n\n'], cancelled),
      ({ event }) => (seen.push(event!), 'stop'),
    );
    expect(seen).toEqual(['done']);
    expect(cancelled).toHaveBeenCalled();
  });

  it('ends a pending read when the signal aborts', async () => {
    const cancelled = jest.fn();
    const controller = new AbortController();
    // A stream that sends one event and then nothing, ever.
    const stalled = new ReadableStream<Uint8Array>({
      start: (stream) => stream.enqueue(encoder.encode('event: delta\ndata: {"text":"Hi"}\n\n')),
      cancel: cancelled,
    });
    const seen: string[] = [];
    const reading = readEventStream(stalled, ({ data }) => void seen.push(data), controller.signal);
    await Promise.resolve();
    controller.abort();
    await reading;
    expect(seen).toEqual(['{"text":"Hi"}']);
    expect(cancelled).toHaveBeenCalled();
  });
});
