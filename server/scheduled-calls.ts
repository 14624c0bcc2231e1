import type http from 'node:http';

/**
 * What the embedded server runs on a timer, as pg_cron does on hosted Supabase (docs/deployment.md):
 * each a POST to its own API with the service-role key, through the gateway as the cron job goes.
 */
export interface ScheduledCall {
  /** Named in the log when a run fails. */
  name: string;
  /** The path on this server: an Edge Function or an RPC. */
  path: string;
  intervalMs: number;
}

/** The digest e-mails: each call sends at most 100 (docs/notifications.md, Digest e-mails). */
export const EMAIL_DIGESTS: ScheduledCall = { name: 'email digests', path: '/functions/v1/email-digest', intervalMs: 15 * 60_000 };

/** The day-before reminders of events: each call writes at most 500 (docs/features.md, Events). */
export const EVENT_REMINDERS: ScheduledCall = { name: 'event reminders', path: '/rest/v1/rpc/send_event_reminders', intervalMs: 15 * 60_000 };

// A digest run sends up to 100 e-mails; one that takes longer than this has hung.
const RUN_TIMEOUT_MS = 5 * 60_000;

export interface Schedule {
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
 * Every `intervalMs`, starting one interval after start, POSTs to `path` with the service-role key.
 * A run still going skips the next tick; a failed one is logged and the next tick tries again.
 */
export function scheduleCall(server: http.Server, serviceRoleKey: string, call: ScheduledCall): Schedule {
  let running: Promise<void> | undefined;
  const run = async () => {
    const url = ownUrl(server);
    if (!url) return;
    const res = await fetch(`${url}${call.path}`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(RUN_TIMEOUT_MS),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`${call.path} answered ${res.status}: ${body.slice(0, 200)}`);
  };
  const timer = setInterval(() => {
    running ??= run()
      .catch((error: unknown) => console.error(`${call.name}: the scheduled run failed:`, error))
      .finally(() => (running = undefined));
  }, call.intervalMs);
  // The schedule alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
