import OpenAI from 'openai';
import { sameRealmFetch, startFakeOpenAI, type FakeOpenAI } from '.';

let fake: FakeOpenAI;
let client: OpenAI;

const messages = [
  { role: 'system' as const, content: 'You are a helpful dating assistant.' },
  { role: 'user' as const, content: 'Suggest a first date.' },
];

beforeAll(async () => {
  fake = await startFakeOpenAI();
  client = new OpenAI({ apiKey: 'test-key', baseURL: fake.baseUrl, maxRetries: 0, timeout: 5_000 });
});

afterAll(() => fake.close());

beforeEach(() => fake.reset());

test('a completion answers the scripted text, the model asked for and its usage', async () => {
  fake.script({ text: 'Try a picnic in the park.' });

  const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages });

  expect(completion.object).toBe('chat.completion');
  expect(completion.model).toBe('gpt-4o-mini');
  expect(completion.choices[0]?.message).toMatchObject({ role: 'assistant', content: 'Try a picnic in the park.' });
  expect(completion.choices[0]?.finish_reason).toBe('stop');
  // 25 characters → 7 tokens; the prompt's 56 characters → 14.
  expect(completion.usage).toEqual({ prompt_tokens: 14, completion_tokens: 7, total_tokens: 21 });
  expect(completion._request_id).toMatch(/^req_fake/);
});

test('a stream sends the text in chunks, the role first, then the usage', async () => {
  const text = 'Coffee, then a walk by the river 🌊 if the weather holds.';
  fake.script({ text, chunkSize: 5 });

  const stream = await client.chat.completions.create({
    model: 'gpt-4o-mini',
    messages,
    stream: true,
    stream_options: { include_usage: true },
  });
  const deltas: string[] = [];
  const roles: (string | undefined)[] = [];
  const finishReasons: (string | null | undefined)[] = [];
  let usage: OpenAI.CompletionUsage | null | undefined;
  for await (const chunk of stream) {
    expect(chunk.object).toBe('chat.completion.chunk');
    expect(chunk.model).toBe('gpt-4o-mini');
    const choice = chunk.choices[0];
    if (choice) {
      deltas.push(choice.delta.content ?? '');
      roles.push(choice.delta.role);
      finishReasons.push(choice.finish_reason);
    }
    if (chunk.usage) usage = chunk.usage;
  }

  expect(deltas.join('')).toBe(text);
  expect(deltas.length).toBeGreaterThan(5);
  expect(roles[0]).toBe('assistant');
  expect(roles.slice(1).every((role) => role === undefined)).toBe(true);
  expect(finishReasons.at(-1)).toBe('stop');
  expect(usage?.completion_tokens).toBe(Math.ceil(text.length / 4));
});

test('a stream without include_usage sends no usage chunk', async () => {
  fake.script({ text: 'Short answer.' });
  const stream = await client.chat.completions.create({ model: 'm', messages, stream: true });
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  expect(chunks.every((chunk) => chunk.choices.length === 1 && chunk.usage === undefined)).toBe(true);
});

test('a 429 with retry-after surfaces as a RateLimitError carrying the header', async () => {
  fake.script({ status: 429, retryAfter: 7 });

  const error = await client.chat.completions.create({ model: 'm', messages }).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(OpenAI.RateLimitError);
  const rateLimit = error as InstanceType<typeof OpenAI.RateLimitError>;
  expect(rateLimit.status).toBe(429);
  expect(rateLimit.headers?.get('retry-after')).toBe('7');
  expect(rateLimit.type).toBe('rate_limit_error');
  expect(rateLimit.message).toContain('Rate limit reached');
});

test('a 500 surfaces as an InternalServerError, in stream mode too', async () => {
  fake.script({ status: 500 });
  fake.script({ status: 503, error: { message: 'Overloaded', type: 'server_error', code: 'overloaded' } });

  await expect(client.chat.completions.create({ model: 'm', messages })).rejects.toMatchObject({
    constructor: OpenAI.InternalServerError,
    status: 500,
    type: 'server_error',
  });
  await expect(client.chat.completions.create({ model: 'm', messages, stream: true })).rejects.toMatchObject({
    status: 503,
    code: 'overloaded',
    message: '503 Overloaded',
  });
});

test('a malformed answer makes the SDK throw, in both modes', async () => {
  fake.script({ malformed: true });
  fake.script({ malformed: true });
  // The SDK logs the chunk it could not parse before throwing: keep that out of the test output.
  const quiet = new OpenAI({ apiKey: 'test-key', baseURL: fake.baseUrl, maxRetries: 0, logLevel: 'off' });

  // By name: the non-stream error comes from Node's own JSON parser, whose SyntaxError is not the test realm's.
  await expect(quiet.chat.completions.create({ model: 'm', messages })).rejects.toMatchObject({ name: 'SyntaxError' });
  const stream = await quiet.chat.completions.create({ model: 'm', messages, stream: true });
  await expect(
    (async () => {
      for await (const _chunk of stream) {
        // Nothing arrives before the failure.
      }
    })(),
  ).rejects.toMatchObject({ name: 'SyntaxError' });
});

test('a hanging answer ends in the SDK timeout', async () => {
  fake.script({ hang: true });
  fake.script({ hang: true });
  const options = { apiKey: 'test-key', baseURL: fake.baseUrl, maxRetries: 0, timeout: 200 };
  const impatient = new OpenAI({ ...options, fetch: sameRealmFetch });
  // With Node's fetch as it is, Jest's two realms hide the timeout behind a plain connection error.
  const unaware = new OpenAI(options);

  await expect(impatient.chat.completions.create({ model: 'm', messages })).rejects.toBeInstanceOf(
    OpenAI.APIConnectionTimeoutError,
  );
  const hidden = await unaware.chat.completions.create({ model: 'm', messages }).catch((e: unknown) => e);
  expect(hidden).toBeInstanceOf(OpenAI.APIConnectionError);
  expect(hidden).not.toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
});

test('a stream cut mid-answer fails after the text sent so far', async () => {
  fake.script({ text: 'The whole answer would be here.', chunkSize: 4, dropAfterChars: 10 });

  const stream = await client.chat.completions.create({ model: 'm', messages, stream: true });
  let received = '';
  const failure = await (async () => {
    for await (const chunk of stream) received += chunk.choices[0]?.delta.content ?? '';
  })().catch((e: unknown) => e);

  expect(received).toBe('The whole ');
  // Not an OpenAI error class: the SDK lets the fetch body's own failure through (Node's realm, hence by name).
  expect(failure).toMatchObject({ name: 'TypeError', message: 'terminated' });
});

test('the requests log keeps the bodies and keys in order', async () => {
  await client.chat.completions.create({ model: 'gpt-4o-mini', messages, temperature: 0.7, max_tokens: 300 });
  await client.chat.completions.create({
    model: 'gpt-4o-mini',
    messages: [{ role: 'user', content: 'Again' }],
    response_format: { type: 'json_object' },
  });

  expect(fake.requests).toHaveLength(2);
  expect(fake.requests[0]).toEqual({
    body: { model: 'gpt-4o-mini', messages, temperature: 0.7, max_tokens: 300 },
    authorization: 'Bearer test-key',
  });
  expect(fake.requests[1]?.body.response_format).toEqual({ type: 'json_object' });
});

test('a request without a key is refused with 401', async () => {
  const keyless = new OpenAI({
    apiKey: 'unused',
    baseURL: fake.baseUrl,
    maxRetries: 0,
    // null removes the header the SDK would otherwise build from apiKey.
    defaultHeaders: { Authorization: null },
  });

  const error = await keyless.chat.completions.create({ model: 'm', messages }).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
  expect(error).toMatchObject({ status: 401, code: 'invalid_api_key' });
  expect(fake.requests).toHaveLength(0);
});

test('scripted replies answer once each, in order, then the default', async () => {
  fake.script({ text: 'first' });
  fake.script((request) => ({ text: `second, for ${request.model}` }));
  fake.script({ status: 500 });
  const ask = () => client.chat.completions.create({ model: 'm', messages }).then((c) => c.choices[0]?.message.content);

  expect(await ask()).toBe('first');
  expect(await ask()).toBe('second, for m');
  await expect(ask()).rejects.toBeInstanceOf(OpenAI.InternalServerError);
  expect(await ask()).toBe("This is the fake model's answer.");
  fake.setDefault({ text: 'new default' });
  expect(await ask()).toBe('new default');
  expect(await ask()).toBe('new default');
});

test('a JSON-mode request gets the scripted JSON text as it is', async () => {
  fake.script({ text: '{"score":82,"strengths":["humour"]}' });

  const completion = await client.chat.completions.create({
    model: 'm',
    messages,
    response_format: { type: 'json_object' },
  });

  expect(JSON.parse(completion.choices[0]?.message.content ?? '')).toEqual({ score: 82, strengths: ['humour'] });
});

test('models are listed; other paths and bodies that are not JSON are refused', async () => {
  const models = await client.models.list();
  expect(models.data.map((model) => model.id)).toEqual(['fake-model']);

  await expect(client.get('/nowhere')).rejects.toBeInstanceOf(OpenAI.NotFoundError);

  const response = await fetch(`${fake.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { authorization: 'Bearer test-key', 'content-type': 'application/json' },
    body: '{not json',
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error', param: null } });
});

test('close() ends a hanging request at once', async () => {
  const other = await startFakeOpenAI({ defaultReply: { hang: true } });
  const hanging = new OpenAI({ apiKey: 'k', baseURL: other.baseUrl, maxRetries: 0 });
  const pending = hanging.chat.completions.create({ model: 'm', messages }).catch((e: unknown) => e);
  await waitFor(() => other.requests.length === 1);

  // A close that waited for open requests would never resolve here (the reply hangs for good).
  await other.close();

  expect(await pending).toBeInstanceOf(OpenAI.APIConnectionError);
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
