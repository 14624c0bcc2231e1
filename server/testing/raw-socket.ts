import WebSocket from 'ws';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/** A bare 2.0.0 Phoenix client, for frames supabase-js would never send. */
export class RawSocket {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private listeners: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (!isBinary) this.frames.push(JSON.parse(String(data)) as Frame);
      this.listeners.forEach((listener) => listener());
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  static open(server: { url: string }, apiKey: string): Promise<RawSocket> {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apiKey}&vsn=2.0.0`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame (already received or still to come) that matches. */
  next(match: (frame: Frame) => boolean, timeoutMs = 10_000): Promise<Frame> {
    const found = this.frames.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame')), timeoutMs);
      const listener = () => {
        const frame = this.frames.find(match);
        if (!frame) return;
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== listener);
        resolve(frame);
      };
      this.listeners.push(listener);
    });
  }

  /** The reply to the frame sent with `ref`. */
  reply(ref: string): Promise<Frame> {
    return this.next((f) => f[3] === 'phx_reply' && f[1] === ref);
  }

  /** Joins a topic and returns the server's reply. */
  async join(topic: string, payload: Record<string, unknown>, ref: string): Promise<Frame> {
    this.send([ref, ref, topic, 'phx_join', payload]);
    return this.reply(ref);
  }

  close(): Promise<unknown> {
    this.ws.close();
    return this.closed;
  }
}
