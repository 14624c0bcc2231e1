import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ProviderTimeout, streamCompletion, type ProviderEvent } from './provider';
import type { AiSettings } from './settings';

// The provider client against OpenAI's API as MSW plays it: the SDK's own parsing of a stream, its
// errors, and the silence limit.
const BASE = 'https://api.openai.test/v1';
const settings: AiSettings = { enabled: true, apiKey: 'sk-test', model: 'gpt-test', baseUrl: BASE };
const completion = { messages: [{ role: 'user' as const, content: 'Hi' }], temperature: 0.7, maxTokens: 500, json: false };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const chunk = (content: string) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-test', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
const usage = `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-test', choices: [], usage: { prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 } })}\n\n`;

function sse(parts: string[], pauseMs = 0): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    async start(controller) {
      for (const part of parts) {
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        controller.enqueue(encoder.encode(part));
      }
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

async function collect(idleTimeoutMs = 1000, signal = new AbortController().signal): Promise<ProviderEvent[]> {
  const events: ProviderEvent[] = [];
  for await (const event of streamCompletion(settings, completion, signal, idleTimeoutMs)) events.push(event);
  return events;
}

it('streams the text as it comes, then the usage, sending the SPEC parameters', async () => {
  let sent: Record<string, unknown> = {};
  server.use(
    http.post(`${BASE}/chat/completions`, async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      return sse([chunk('Hello'), chunk(' there'), usage, 'data: [DONE]\n\n']);
    }),
  );
  expect(await collect()).toEqual([
    { type: 'text', text: 'Hello' },
    { type: 'text', text: ' there' },
    { type: 'usage', promptTokens: 12, completionTokens: 3 },
  ]);
  expect(sent).toMatchObject({ model: 'gpt-test', temperature: 0.7, max_tokens: 500, stream: true, stream_options: { include_usage: true } });
  expect(sent).not.toHaveProperty('response_format');
});

it('asks for JSON mode for a structured tool', async () => {
  let sent: Record<string, unknown> = {};
  server.use(
    http.post(`${BASE}/chat/completions`, async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      return sse([chunk('{}'), 'data: [DONE]\n\n']);
    }),
  );
  for await (const event of streamCompletion(settings, { ...completion, json: true }, new AbortController().signal, 1000)) void event;
  expect(sent).toMatchObject({ response_format: { type: 'json_object' } });
});

it('fails on a 429, without retrying', async () => {
  let calls = 0;
  server.use(
    http.post(`${BASE}/chat/completions`, () => {
      calls++;
      return HttpResponse.json({ error: { message: 'Rate limit reached', type: 'rate_limit_error', code: null } }, { status: 429, headers: { 'retry-after': '1' } });
    }),
  );
  await expect(collect()).rejects.toMatchObject({ status: 429 });
  expect(calls).toBe(1);
});

it('fails on a chunk that is not JSON', async () => {
  server.use(http.post(`${BASE}/chat/completions`, () => sse([chunk('Hi'), 'data: {not json\n\n'])));
  await expect(collect()).rejects.toThrow();
});

it('gives up when the provider goes silent, even mid-stream', async () => {
  server.use(http.post(`${BASE}/chat/completions`, () => sse([chunk('Hi'), chunk('slow')], 150)));
  await expect(collect(100)).rejects.toBeInstanceOf(ProviderTimeout);
});

it('does not cut a slow answer that keeps talking', async () => {
  server.use(http.post(`${BASE}/chat/completions`, () => sse([chunk('a'), chunk('b'), chunk('c'), chunk('d'), 'data: [DONE]\n\n'], 60)));
  expect((await collect(150)).map((e) => (e.type === 'text' ? e.text : '')).join('')).toBe('abcd');
});
