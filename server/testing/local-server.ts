import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeWithFile } from './open-resources';

/**
 * Starts `server` on 127.0.0.1 with a free port and resolves to its URL. Its close (dropping every
 * socket) is registered before it starts listening, so it is closed when the file ends even if the
 * caller never gets the URL.
 */
export async function listenLocally(server: http.Server, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const close = closeWithFile(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close };
}
