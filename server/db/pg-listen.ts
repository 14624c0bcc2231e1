import pg from 'pg';

const RECONNECT_MS = 1_000;

/**
 * LISTEN on a dedicated connection: a pooled client would lose its LISTEN when returned to the pool.
 * A dropped connection is re-opened until stopped; NOTIFYs sent while it is down are lost.
 */
export async function pgListen(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error(`LISTEN ${channel}: connection lost`, error);
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(reconnectLater), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnectLater = (error: unknown) => {
    console.error(`LISTEN ${channel}: cannot reconnect`, error);
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnectLater), RECONNECT_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
