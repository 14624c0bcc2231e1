import { ws } from 'msw';
import { server } from '@mocks/server';
import { SUPABASE_URL } from '@mocks/supabase-url';

type Payload = Record<string, unknown>;
type Frame = [string | null, string | null, string, string, Payload];
type Send = (frame: Frame) => void;

interface Member {
  key: string;
  joinRef: string | null;
  send: Send;
  meta?: Payload;
  /** Phoenix matches a leave to its join by this ref. */
  ref?: string;
}

const link = ws.link(`${SUPABASE_URL.replace(/^http/, 'ws')}/realtime/v1/websocket`);
const PRIVATE_TOPIC = /^realtime:conversation:/;

let topics = new Map<string, Member[]>();
let nextRef = 1;
/** Everything the app sent on conversation channels, for assertions. */
let sent: { topic: string; event: string; payload: Payload }[] = [];

const state = (members: Member[]) =>
  Object.fromEntries(members.filter((m) => m.meta).map((m) => [m.key, { metas: [{ phx_ref: (m.ref ??= String(nextRef++)), ...m.meta }] }]));

/**
 * realtime-js 2.x sends a broadcast as a binary "user broadcast push": kind 3, the lengths of join
 * ref, ref, topic, event and metadata, the payload encoding, those strings, then the payload.
 */
function decodeBroadcastPush(data: unknown): Frame | null {
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return null;
  const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (bytes[0] !== 3) return null;
  const lengths = Array.from(bytes.subarray(1, 6));
  let offset = 7;
  const [joinRef, ref, topic, event] = lengths.map((length) => {
    const text = new TextDecoder().decode(bytes.subarray(offset, offset + length));
    offset += length;
    return text;
  });
  const body = new TextDecoder().decode(bytes.subarray(offset));
  const payload = bytes[6] === 1 ? (JSON.parse(body) as Payload) : {};
  return [joinRef || null, ref || null, topic, 'broadcast', { type: 'broadcast', event, payload }];
}

function fanOut(topic: string, event: string, payload: Payload, except?: Member) {
  for (const member of topics.get(topic) ?? []) if (member !== except) member.send([member.joinRef, null, topic, event, payload]);
}

/**
 * Broadcast and presence for the private conversation channels, which the shared realtime mock does
 * not speak: joins (with `config.private` and the presence key recorded), presence_state after a
 * join, presence_diff on track, and broadcasts relayed to the other members of the topic. Other
 * frames go on to the shared mock. A test plays the partner through `partner*` calls.
 */
const handler = link.addEventListener('connection', ({ client }) => {
  const send: Send = (frame) => client.send(JSON.stringify(frame));
  client.addEventListener('message', (event) => {
    const frame = typeof event.data === 'string' ? (JSON.parse(event.data) as Frame) : decodeBroadcastPush(event.data);
    if (!frame) return;
    const [joinRef, ref, topic, name, payload] = frame;
    if (!PRIVATE_TOPIC.test(topic)) return;
    event.stopPropagation();
    const reply = (response: Payload = {}) => send([joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]);
    const members = topics.get(topic) ?? [];
    sent.push({ topic, event: name, payload });
    if (name === 'phx_join') {
      const config = (payload as { config?: { private?: boolean; presence?: { key?: string } } }).config;
      if (!config?.private) return send([joinRef, ref, topic, 'phx_reply', { status: 'error', response: { reason: 'conversation channels are private' } }]);
      const member: Member = { key: config.presence?.key ?? '', joinRef, send };
      topics.set(topic, [...members, member]);
      reply();
      send([joinRef, null, topic, 'presence_state', state(topics.get(topic)!)]);
    } else if (name === 'phx_leave') {
      topics.set(topic, members.filter((member) => member.joinRef !== joinRef));
      reply();
    } else if (name === 'presence') {
      const member = members.find((m) => m.joinRef === joinRef);
      if (member) member.meta = (payload as { payload?: Payload }).payload ?? {};
      reply();
      if (member) fanOut(topic, 'presence_diff', { joins: state([member]), leaves: {} });
    } else if (name === 'broadcast') {
      reply();
      fanOut(topic, 'broadcast', payload, members.find((m) => m.joinRef === joinRef));
    } else reply();
  });
});

const partner = (key: string): Member => ({ key, joinRef: null, send: () => {}, meta: { user_id: key } });

export const conversationRealtime = {
  /** Call in beforeEach, before anything opens the realtime socket. */
  install(): void {
    topics = new Map();
    sent = [];
    server.use(handler);
  },
  /** The app's members joined on a topic (their presence keys). */
  joined: (topic: string) => (topics.get(`realtime:${topic}`) ?? []).map((member) => member.key),
  /** What the app sent on a topic, e.g. `sentOn(topic, 'broadcast')`. */
  sentOn: (topic: string, event: string) => sent.filter((frame) => frame.topic === `realtime:${topic}` && frame.event === event).map((frame) => frame.payload),
  partnerComesOnline(topic: string, key: string): void {
    const full = `realtime:${topic}`;
    const member = partner(key);
    topics.set(full, [...(topics.get(full) ?? []), member]);
    fanOut(full, 'presence_diff', { joins: state([member]), leaves: {} }, member);
  },
  partnerGoesOffline(topic: string, key: string): void {
    const full = `realtime:${topic}`;
    const member = (topics.get(full) ?? []).find((m) => m.key === key && m.joinRef === null);
    if (!member) return;
    topics.set(full, (topics.get(full) ?? []).filter((m) => m !== member));
    fanOut(full, 'presence_diff', { joins: {}, leaves: state([member]) });
  },
  partnerTypes(topic: string, key: string): void {
    fanOut(`realtime:${topic}`, 'broadcast', { type: 'broadcast', event: 'typing', payload: { user_id: key } });
  },
};
