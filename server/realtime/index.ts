import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ServerContext } from '../context';
import { ChangeDispatcher } from './changes/change-dispatcher';
import { startChangeFeed } from './changes/change-feed';
import { closeChannelsOfEnded, watchSessionEnds } from './channels/session-ends';
import { recheckTopic, watchTopicChecks } from './channels/topic-checks';
import { DEFAULT_LIMITS, RealtimeHub, type RealtimeLimits } from './realtime-hub';
import { RealtimeRelay } from './relay/realtime-relay';
import { Connection } from './socket/connection';
import { checkUpgrade, refuseUpgrade } from './socket/upgrade-request';

export { DEFAULT_LIMITS, type RealtimeLimits } from './realtime-hub';

export interface RealtimeServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Whether the member has a channel open on this server (server/push sends her no push then). */
  isMemberConnected(memberId: string): boolean;
  /** Settles once database changes are captured (the capture's schema and triggers installed); rejects if they cannot be. */
  capturing: Promise<void>;
  /** Open sockets and joined channels, for /metrics. */
  stats(): { sockets: number; channels: number };
  close(): Promise<void>;
}

// Sockets closed politely get this long to say goodbye before they are cut.
const CLOSE_GRACE_MS = 500;

/** `/realtime/v1/websocket`: the Phoenix protocol of hosted Supabase Realtime, as realtime-js speaks it. */
export function createRealtimeServer(ctx: ServerContext, limits: RealtimeLimits = DEFAULT_LIMITS): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
  const connections = new Set<Connection>();
  let closed = false;

  // Notifications arrive only after the capture is installed, by then the dispatcher exists.
  const feed = startChangeFeed(ctx.db, (change) => dispatcher.accept(change));
  const captureReady = feed.then(() => undefined);
  captureReady.catch((error: unknown) => console.error('realtime: cannot capture database changes', error));
  const hub = new RealtimeHub(ctx, limits, captureReady);
  const dispatcher = new ChangeDispatcher(hub);
  // On PostgreSQL other server processes may share the database (docs/deployment.md, Running on
  // your own PostgreSQL): broadcast and presence are relayed through it. PGlite has one process only.
  if (ctx.config.databaseUrl) hub.relay = new RealtimeRelay(ctx.db, hub);
  // After the capture's install, which creates the schema: two sessions creating it at once collide.
  const sessionEnds = feed
    .catch(() => undefined)
    .then(() => watchSessionEnds(ctx.db, (end) => closeChannelsOfEnded(connections, end)));
  sessionEnds.catch((error: unknown) => console.error('realtime: cannot watch for ended sessions', error));
  const topicChecks = watchTopicChecks(ctx.db, (topic) => {
    recheckTopic(connections, topic).catch((error: unknown) => console.error(`realtime: cannot check ${topic} again`, error));
  });
  topicChecks.catch((error: unknown) => console.error('realtime: cannot watch for topic checks', error));

  // Drops connections that went silent: a client that vanished without closing sends no heartbeat.
  const sweep = setInterval(() => {
    const silentSince = Date.now() - limits.idleTimeoutMs;
    for (const connection of connections) {
      if (connection.lastSeen < silentSince) connection.ws.terminate();
    }
  }, Math.min(limits.idleTimeoutMs / 2, 15_000));
  sweep.unref();

  return {
    isMemberConnected: (memberId) => hub.registry.hasMember(memberId) || (hub.relay?.hasMember(memberId) ?? false),
    capturing: captureReady,
    stats: () => ({ sockets: connections.size, channels: [...connections].reduce((sum, connection) => sum + connection.channels.size, 0) }),
    handleUpgrade(req, socket, head) {
      if (closed) return void socket.destroy();
      const check = checkUpgrade(ctx, req);
      if (!check.ok) return refuseUpgrade(socket, check.status, check.body);
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection = new Connection(ws, check.vsn, check.apiKey, hub);
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweep);
      const gone = [...connections].map(
        (connection) =>
          new Promise<void>((resolve) => {
            connection.ws.once('close', () => resolve());
            connection.close(1001, 'server shutting down');
            setTimeout(() => {
              connection.ws.terminate();
              resolve();
            }, CLOSE_GRACE_MS).unref();
          }),
      );
      await Promise.all(gone);
      await hub.relay?.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      const stop = await feed.catch(() => undefined);
      await stop?.();
      const stopSessionEnds = await sessionEnds.catch(() => undefined);
      await stopSessionEnds?.();
      const stopTopicChecks = await topicChecks.catch(() => undefined);
      await stopTopicChecks?.();
      await dispatcher.idle();
    },
  };
}
