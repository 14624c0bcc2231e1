import { signJwt } from '../jwt';
import type { TestServer } from './test-server';

export interface AiEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface AiReply {
  status: number;
  headers: Headers;
  /** The refusal's JSON, for a status other than 200 (`details`: what the database named, for a plan's refusal). */
  body?: { error: string; code: string; details?: string };
  events: AiEvent[];
  /** The answer's text as the SPA shows it: deltas appended, cleared by `reset`. */
  text: string;
}

/** The events of a server-sent event stream (the `ai` function's answer). */
export function parseEvents(stream: string): AiEvent[] {
  return stream
    .split('\n\n')
    // Comment lines (": …") carry no event.
    .filter((block) => block.split('\n').some((line) => line.startsWith('data: ')))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export function answerText(events: AiEvent[]): string {
  let text = '';
  for (const { event, data } of events) {
    if (event === 'reset') text = '';
    if (event === 'delta') text += String(data.text);
  }
  return text;
}

/** An access token for a member, as sign-in would give (without a session row). */
export const memberToken = (server: TestServer, id: string) =>
  signJwt({ role: 'authenticated', aud: 'authenticated', sub: id }, server.ctx.config.jwtSecret, 3600);

/** POST /functions/v1/ai as the holder of `token`, read to the end. */
export async function askAi(server: TestServer, token: string, body: object): Promise<AiReply> {
  const res = await fetch(`${server.url}/functions/v1/ai`, {
    method: 'POST',
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) return { status: res.status, headers: res.headers, body: (await res.json()) as AiReply['body'], events: [], text: '' };
  const events = parseEvents(await res.text());
  return { status: 200, headers: res.headers, events, text: answerText(events) };
}
