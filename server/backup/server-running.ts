import type { ServerSettings } from '../config';

/**
 * Whether an Ascend server answers at the configured address. PGlite has no lock of its own: a second
 * process opening a data directory in use would corrupt it, so the embedded backup and every restore
 * refuse to run beside the server they would disturb.
 */
export async function serverAnswers(config: Pick<ServerSettings, 'host' | 'port'>): Promise<boolean> {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  try {
    await fetch(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${config.port}/auth/v1/health`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}
