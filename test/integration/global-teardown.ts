import './test-server-env';

/** Closes the run's test server: its sockets and its in-memory database. */
export default async function stopIntegrationServer(): Promise<void> {
  await globalThis.ascendIntegrationServer?.close();
  globalThis.ascendIntegrationServer = undefined;
}
