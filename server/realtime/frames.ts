/**
 * Phoenix socket frames as realtime-js 2.x writes and reads them. Serializer 2.0.0 sends text frames
 * `[join_ref, ref, topic, event, payload]` and user broadcasts as binary frames; 1.0.0 sends objects.
 */
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../http';

export type Vsn = '1.0.0' | '2.0.0';
export const VSNS: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
  /** Set for a binary user broadcast frame, whose payload travels on as it came. */
  broadcast?: UserBroadcast;
}

/** A user broadcast as it travels between clients: JSON, or bytes when the sender sent bytes. */
export interface UserBroadcast {
  event: string;
  json?: unknown;
  bytes?: Buffer;
}

/** A frame the protocol does not allow: the connection that sent it is closed. */
export class FrameError extends Error {}

// Binary frame kinds of the 2.0.0 serializer: a client pushes 3, the server pushes 4.
const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;

const isRef = (value: unknown): value is string | null => value === null || value === undefined || typeof value === 'string';

function message(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): PhoenixMessage {
  if (!isRef(joinRef) || !isRef(ref) || typeof topic !== 'string' || typeof event !== 'string') {
    throw new FrameError('a frame needs string topic and event, and string or null refs');
  }
  if (payload === null || typeof payload !== 'object') throw new FrameError('a frame payload must be an object');
  return { joinRef: joinRef ?? null, ref: ref ?? null, topic, event, payload };
}

export function decodeText(vsn: Vsn, text: string): PhoenixMessage {
  let parsed: unknown;
  // Relayed frames are serialised again: JSON nested thousands deep would overflow that.
  if (exceedsJsonDepth(text)) throw new FrameError(`a frame must not nest deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FrameError('a text frame must be JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) throw new FrameError('a 2.0.0 frame is an array of five');
    return message(parsed[0], parsed[1], parsed[2], parsed[3], parsed[4]);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new FrameError('a 1.0.0 frame is an object');
  }
  const m = parsed as Record<string, unknown>;
  return message(m.join_ref, m.ref, m.topic, m.event, m.payload);
}

/** A binary frame: only a user broadcast push (kind 3) may come from a client. */
export function decodeBinary(frame: Buffer): PhoenixMessage {
  if (frame.length < 7 || frame[0] !== USER_BROADCAST_PUSH) throw new FrameError('unsupported binary frame');
  const lengths = [frame[1], frame[2], frame[3], frame[4], frame[5]];
  const encoding = frame[6];
  let offset = 7;
  const [joinRef, ref, topic, event] = lengths.map((length) => {
    const part = frame.subarray(offset, offset + length);
    offset += length;
    return part.toString('utf8');
  });
  if (offset > frame.length || (encoding !== BINARY_ENCODING && encoding !== JSON_ENCODING)) {
    throw new FrameError('malformed user broadcast frame');
  }
  const body = frame.subarray(offset);
  let broadcast: UserBroadcast = { event, bytes: Buffer.from(body) };
  if (encoding === JSON_ENCODING) {
    const text = body.toString('utf8');
    if (exceedsJsonDepth(text)) throw new FrameError(`a broadcast must not nest deeper than ${MAX_JSON_DEPTH} levels`);
    try {
      broadcast = { event, json: JSON.parse(text) };
    } catch {
      throw new FrameError('a JSON user broadcast must be JSON');
    }
  }
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: {}, broadcast };
}

export function encodeText(vsn: Vsn, m: PhoenixMessage): string {
  if (vsn === '2.0.0') return JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]);
  return JSON.stringify({ join_ref: m.joinRef, ref: m.ref, topic: m.topic, event: m.event, payload: m.payload });
}

/** The kind 4 frame realtime-js decodes into `{ type: 'broadcast', event, payload }`. */
export function encodeUserBroadcast(topic: string, broadcast: UserBroadcast): Buffer {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(broadcast.event, 'utf8');
  if (topicBytes.length > 255 || eventBytes.length > 255) throw new FrameError('topic or event too long');
  const body = broadcast.bytes ?? Buffer.from(JSON.stringify(broadcast.json ?? null), 'utf8');
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    0, // no metadata
    broadcast.bytes ? BINARY_ENCODING : JSON_ENCODING,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, body]);
}
