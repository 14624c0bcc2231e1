import { ws } from 'msw';
import { mockRealtime, type MockBinding } from '../realtime/realtime-hub';
import { SUPABASE_URL } from '../supabase-url';

type Payload = Record<string, unknown>;
type Frame = [string | null, string | null, string, string, Payload];

const realtime = ws.link(`${SUPABASE_URL.replace(/^http/, 'ws')}/realtime/v1/websocket`);

interface JoinConfig {
  config?: { postgres_changes?: Omit<MockBinding, 'id'>[] };
}

/**
 * Realtime's Phoenix socket as realtime-js 2.x speaks it (serializer 2.0.0: text frames
 * `[join_ref, ref, topic, event, payload]`): heartbeats and joins are answered, a join's
 * postgres_changes bindings get ids, and the hub delivers committed rows to them.
 */
export const realtimeHandlers = [
  realtime.addEventListener('connection', ({ client }) => {
    const topics = new Set<string>();
    const send = (frame: Frame) => client.send(JSON.stringify(frame));
    const reply = ([joinRef, ref, topic]: Frame, response: Payload) => send([joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]);
    client.addEventListener('message', ({ data }) => {
      if (typeof data !== 'string') return;
      const frame = JSON.parse(data) as Frame;
      const [joinRef, , topic, event, payload] = frame;
      if (event === 'phx_join') {
        const requested = (payload as JoinConfig).config?.postgres_changes ?? [];
        const bindings = mockRealtime.join(topic, requested, (name, body) => send([joinRef, null, topic, name, body]));
        topics.add(topic);
        reply(frame, { postgres_changes: bindings });
      } else if (event === 'phx_leave') {
        mockRealtime.leave(topic);
        topics.delete(topic);
        reply(frame, {});
      } else if (event === 'heartbeat') {
        reply(frame, {});
      }
      // access_token and other pushes need no answer.
    });
    client.addEventListener('close', () => topics.forEach((topic) => mockRealtime.leave(topic)));
  }),
];
