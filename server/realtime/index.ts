import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerContext } from '../context';

export interface RealtimeServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export function createRealtimeServer(_ctx: ServerContext): RealtimeServer {
  return {
    handleUpgrade(_req, socket) {
      socket.destroy();
    },
    async close() {},
  };
}
