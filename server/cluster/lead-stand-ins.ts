import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Handler } from '../context';

/**
 * The stand-ins keep their state in one process's memory: the local mailbox its e-mails, the Stripe
 * stand-in its customers and sessions. In a cluster they run in worker 1, the lead, and the other
 * workers reach them on loopback ports the primary chose: they send e-mail to the lead's SMTP
 * listener and pass /_mail and /local-stripe requests on to the lead's own HTTP door. The scheduled
 * calls run in the lead alone too (app.ts).
 */
export const WORKER_ENV = 'ASCEND_WORKER';
const HTTP_PORT_ENV = 'ASCEND_LEAD_HTTP_PORT';
const SMTP_PORT_ENV = 'ASCEND_LEAD_SMTP_PORT';
const STRIPE_KEY_ENV = 'ASCEND_LOCAL_STRIPE_KEY';
const STRIPE_WEBHOOK_ENV = 'ASCEND_LOCAL_STRIPE_WEBHOOK_SECRET';

/** This process's place in a cluster. */
export interface ClusterRole {
  /** 1 for the lead. */
  index: number;
  lead: boolean;
  /** The lead's loopback HTTP door and SMTP listener. */
  httpPort: number;
  smtpPort: number;
  /** The Stripe stand-in's keys, the same in every worker: any of them hands them to the functions. */
  stripe: { secretKey: string; webhookSecret: string };
}

/** What the primary gives every worker (primary.ts). */
export function leadEnv(httpPort: number, smtpPort: number): Record<string, string> {
  const hex = () => randomBytes(16).toString('hex');
  return {
    [HTTP_PORT_ENV]: String(httpPort),
    [SMTP_PORT_ENV]: String(smtpPort),
    [STRIPE_KEY_ENV]: `sk_local_${hex()}`,
    [STRIPE_WEBHOOK_ENV]: `whsec_local_${hex()}`,
  };
}

/** The role the primary gave this process, or undefined for a server of one process. */
export function readClusterRole(env: NodeJS.ProcessEnv = process.env): ClusterRole | undefined {
  const index = Number(env[WORKER_ENV]);
  if (!Number.isInteger(index) || index < 1) return undefined;
  return {
    index,
    lead: index === 1,
    httpPort: Number(env[HTTP_PORT_ENV]),
    smtpPort: Number(env[SMTP_PORT_ENV]),
    stripe: { secretKey: env[STRIPE_KEY_ENV] ?? '', webhookSecret: env[STRIPE_WEBHOOK_ENV] ?? '' },
  };
}

/** Passes a request on to the lead's door as it came (method, path, headers, body) and its answer back. */
export function forwardToLead(role: ClusterRole): Handler {
  return (req, res) =>
    new Promise<void>((resolve) => {
      const upstream = http.request(
        { host: '127.0.0.1', port: role.httpPort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', resolve);
          answer.on('error', () => resolve());
        },
      );
      upstream.on('error', (error) => {
        console.error('cluster: the lead worker cannot be reached', error.message);
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end('The lead worker, which runs this stand-in, is not answering');
        resolve();
      });
      req.pipe(upstream);
    });
}

/**
 * The lead's loopback door: the app's own request handling on the port the siblings forward to. Stripe
 * events go back to where the forwarded request arrived, this door, and so reach the lead's webhook.
 */
export async function openLeadDoor(server: http.Server, role: ClusterRole): Promise<() => Promise<void>> {
  const door = http.createServer((req, res) => server.emit('request', req, res));
  await new Promise<void>((resolve, reject) => {
    door.once('error', reject);
    door.listen(role.httpPort, '127.0.0.1', resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      door.closeAllConnections();
      door.close(() => resolve());
    });
}
