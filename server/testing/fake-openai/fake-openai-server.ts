import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { closeWithFile } from '../open-resources';
import { errorBody, type CompletionMeta } from './completion-chunks';
import { DEFAULT_REPLY_TEXT, resolveReply, type ChatCompletionRequestBody, type FakeReply } from './fake-reply';
import { sendError, sendJson, sendMalformed, sendText, streamText } from './send-reply';

export interface FakeOpenAIOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** When false, requests without `Authorization: Bearer …` are answered too; true by default. */
  requireKey?: boolean;
  /** What answers when nothing is scripted, and what reset() goes back to. */
  defaultReply?: FakeReply;
}

/** One chat completions request as received: its parsed body and the key it came with. */
export interface FakeOpenAIRequest {
  body: ChatCompletionRequestBody;
  authorization: string | undefined;
}

export interface FakeOpenAI {
  /** What the SDK's `baseURL` takes, e.g. `http://127.0.0.1:1234/v1`. */
  baseUrl: string;
  /** Chat completions requests that passed the key check and parsed, in order of arrival. */
  requests: FakeOpenAIRequest[];
  /** Queues the reply for the next completions request; each scripted reply answers once. */
  script(reply: FakeReply): void;
  /** What answers once the queue is empty. */
  setDefault(reply: FakeReply): void;
  /** Clears the requests and the queue, and restores the default reply given at start. */
  reset(): void;
  /** Stops listening and destroys open sockets (hanging requests included). */
  close(): Promise<void>;
}

const FAKE_MODEL = 'fake-model';

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const requireKey = options.requireKey ?? true;
  const initialDefault: FakeReply = options.defaultReply ?? { text: DEFAULT_REPLY_TEXT };
  let defaultReply = initialDefault;
  const queue: FakeReply[] = [];
  const requests: FakeOpenAIRequest[] = [];
  let answered = 0;

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, errorBody(`fake-openai failed: ${String(error)}`, 'server_error', null));
      else res.destroy();
    });
  });

  // A hanging request keeps its socket open for good: close() destroys what is left so Jest can exit.
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    // Read the whole body first, even for answers that ignore it, so the connection can be reused.
    const raw = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname.replace(/\/+$/, '');
    const authorization = req.headers.authorization;

    if (requireKey && !/^Bearer\s+\S+/i.test(authorization ?? '')) {
      sendJson(
        res,
        401,
        errorBody(
          "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.",
          'invalid_request_error',
          'invalid_api_key',
        ),
      );
      return;
    }
    if (req.method === 'GET' && path === '/v1/models') {
      sendJson(res, 200, {
        object: 'list',
        data: [{ id: FAKE_MODEL, object: 'model', created: 0, owned_by: 'fake-openai' }],
      });
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      sendJson(
        res,
        404,
        errorBody(`Unknown request URL: ${req.method} ${req.url}.`, 'invalid_request_error', 'unknown_url'),
      );
      return;
    }

    const body = parseRequest(raw);
    if (typeof body === 'string') {
      sendJson(res, 400, errorBody(body, 'invalid_request_error', null));
      return;
    }
    requests.push({ body, authorization });

    answered += 1;
    const meta: CompletionMeta = {
      id: `chatcmpl-fake${answered}`,
      created: Math.floor(Date.now() / 1000),
      model: body.model,
    };
    res.setHeader('x-request-id', `req_fake${answered}`);
    const reply = resolveReply(queue.shift() ?? defaultReply, body);
    const stream = body.stream === true;

    if ('hang' in reply) return;
    if ('malformed' in reply) {
      sendMalformed(res, stream, meta);
      return;
    }
    if ('status' in reply) {
      sendError(res, reply);
      return;
    }
    if (stream) await streamText(res, reply, meta, body);
    else await sendText(res, reply, meta, body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  const close = closeWithFile(
    () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  );

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (reply) => void queue.push(reply),
    setDefault: (reply) => {
      defaultReply = reply;
    },
    reset: () => {
      // In place, so that a test holding `fake.requests` sees the reset.
      requests.length = 0;
      queue.length = 0;
      defaultReply = initialDefault;
    },
    close,
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The body, or why it is refused (OpenAI answers 400 to both). */
function parseRequest(raw: string): ChatCompletionRequestBody | string {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return 'We could not parse the JSON body of your request.';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be a JSON object.';
  const { model, messages } = body as Record<string, unknown>;
  if (typeof model !== 'string') return "Missing required parameter: 'model'.";
  if (!Array.isArray(messages)) return "Missing required parameter: 'messages'.";
  return body as ChatCompletionRequestBody;
}
