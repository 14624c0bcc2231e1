import type http from 'node:http';

/** How often the embedded server asks for digests: each call sends at most 100 (docs/notifications.md). */
export const EMAIL_DIGEST_INTERVAL_MS = 15 * 60_000;

// A run sends up to 100 e-mails; one that takes longer than this has hung.
const RUN_TIMEOUT_MS = 5 * 60_000;

export interface EmailDigestSchedule {
  /** Stops the timer and waits for a run in progress, so nothing calls a closed server. */
  stop(): Promise<void>;
}

/** This server's own address, for a call to itself: loopback when it listens on every interface. */
function ownUrl(server: http.Server): string | undefined {
  const address = server.address();
  if (!address || typeof address === 'string') return undefined;
  const host = { '0.0.0.0': '127.0.0.1', '::': '::1' }[address.address] ?? address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The embedded server's stand-in for the pg_cron job of hosted Supabase (docs/deployment.md): every
 * `intervalMs`, starting one interval after start, it POSTs to its own email-digest function with the
 * service-role key, through the gateway as the cron job does. A run still going skips the next tick.
 */
export function scheduleEmailDigests(server: http.Server, serviceRoleKey: string, intervalMs: number): EmailDigestSchedule {
  let running: Promise<void> | undefined;
  const run = async () => {
    const url = ownUrl(server);
    if (!url) return;
    const res = await fetch(`${url}/functions/v1/email-digest`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      signal: AbortSignal.timeout(RUN_TIMEOUT_MS),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`email-digest answered ${res.status}: ${body.slice(0, 200)}`);
  };
  const timer = setInterval(() => {
    running ??= run()
      .catch((error: unknown) => console.error('email digests: the scheduled run failed:', error))
      .finally(() => (running = undefined));
  }, intervalMs);
  // The schedule alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
