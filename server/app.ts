import type http from 'node:http';
import { createAuthHandler, type AuthOptions } from './auth';
import { clusterScrape } from './cluster/cluster-metrics';
import { forwardToLead, type ClusterRole } from './cluster/lead-stand-ins';
import type { ServerContext } from './context';
import { createFunctionsHandler, EDGE_FUNCTIONS, type EdgeFunction } from './functions';
import { createAppMail, type AppMail } from './mail';
import { apiMounts } from './http/api-mounts';
import { createAppServer } from './http/app-server';
import { createPaymentsStandIn, PAYMENTS_PREFIX, type PaymentsStandIn, type PaymentsStandInOptions } from './payments';
import { startPush, type PushOptions, type PushService } from './push';
import { createRealtimeServer } from './realtime';
import { serverOrigins } from './public-origins';
import { createRestHandler } from './rest';
import { EMAIL_DIGESTS, EVENT_REMINDERS, scheduleCall, type ScheduledCall } from './scheduled-calls';
import { readServerMode, type ServerMode } from './server-mode';
import { createStorage } from './storage';
import { createObservability, type ObservabilityOptions } from './observability';

export interface App {
  server: http.Server;
  /** Which stand-ins run (server-mode.ts); main prints it at start. */
  mode: ServerMode;
  /** The local payment stand-in at /local-stripe, when it runs (server-mode.ts: a local server without STRIPE_SECRET_KEY). */
  payments?: PaymentsStandIn;
  /** E-mail: the mailer, and the local mailbox when no SMTP_URL is configured. */
  mail: AppMail;
  /** Web Push (server/push), when the app was given its keys. */
  push?: PushService;
  /** Whether the member has a realtime channel open (then she gets no push). */
  isMemberConnected(memberId: string): boolean;
  /** Settles once realtime captures database changes (a table published later is added with realtime_capture.sync_triggers()). */
  realtimeCapturing: Promise<void>;
  /** Stops the digest schedule, pushes, realtime and the storage sweep, drops open connections and stops listening; the database stays open. */
  close(): Promise<void>;
}

export interface AppOptions {
  /** Auth settings that differ from the environment's (tests use tighter rate limits). */
  auth?: Partial<AuthOptions>;
  /** The Edge Functions served, when not the registry's (tests serve variants of them). */
  functions?: Readonly<Record<string, EdgeFunction>>;
  /** Options of the local payment stand-in (server/payments), when it runs. */
  payments?: PaymentsStandInOptions;
  /**
   * The digest e-mails' schedule (server/scheduled-calls.ts): every 15 minutes unless given; false
   * turns it off (test servers do, so no e-mail arrives that a test did not ask for).
   */
  emailDigests?: { intervalMs: number } | false;
  /** The events' day-before reminders, the same way: every 15 minutes unless given; false turns it off. */
  eventReminders?: { intervalMs: number } | false;
  /** Which stand-ins run, when not as the environment says (tests start a production-like server). */
  mode?: ServerMode;
  /** Web Push's keys and allowed local push services (main.ts reads them); no pushes without. */
  push?: PushOptions;
  /** The request log and METRICS_TOKEN (server/observability); no log unless given. */
  observability?: ObservabilityOptions;
  /**
   * This process's place among several (server/cluster/lead-stand-ins.ts): the stand-ins and the
   * scheduled calls run in the lead worker only; the others pass the stand-ins' requests on to it.
   */
  cluster?: ClusterRole;
}

/** Every API surface and the SPA on one HTTP server: the single composition of the backend. */
export function createApp(appCtx: ServerContext, options: AppOptions = {}): App {
  const mode = options.mode ?? readServerMode();
  // Every surface's database counts statement timeouts for /metrics.
  // With several processes, a scrape of any one answers for all (server/cluster/cluster-metrics.ts).
  const observability = createObservability(appCtx, mode.local, { ...options.observability, ...(options.cluster && { scrapeAll: clusterScrape }) });
  const { ctx } = observability;
  const realtime = createRealtimeServer(ctx);
  const storage = createStorage(ctx);
  // Without a Stripe account a local server plays Stripe itself, so checkout works on a fresh machine;
  // elsewhere its published test card would buy any plan, so checkout answers 503 instead.
  const { cluster } = options;
  const sibling = cluster && !cluster.lead ? cluster : undefined;
  const playsStripe = mode.stripe.on && !ctx.config.functionSecrets.STRIPE_SECRET_KEY;
  const payments = playsStripe && !sibling ? createPaymentsStandIn(ctx, { ...cluster?.stripe, ...options.payments }) : undefined;
  const stripeKeys = payments ?? (playsStripe ? sibling?.stripe : undefined);
  const functions = options.functions ?? EDGE_FUNCTIONS;
  const mail = observability.mail(
    createAppMail(
      ctx,
      mode,
      sibling ? { lead: { smtpUrl: `smtp://127.0.0.1:${sibling.smtpPort}`, pages: forwardToLead(sibling) } } : { smtpPort: cluster?.smtpPort },
    ),
  );
  const server = createAppServer(
    ctx,
    apiMounts({
      auth: createAuthHandler(ctx, mail.mailer, { localGoogle: mode.google.on, autoconfirm: mode.autoconfirm.on, ...options.auth }),
      rest: createRestHandler(ctx, { trustProxy: options.auth?.trustProxy }),
      storage: storage.handler,
      functions: createFunctionsHandler(ctx, functions, {
        trustProxy: options.auth?.trustProxy,
        serverSecrets: (url) => ({
          ...(stripeKeys && {
            STRIPE_SECRET_KEY: stripeKeys.secretKey,
            STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
            STRIPE_API_URL: `${url}${PAYMENTS_PREFIX}`,
          }),
          SMTP_URL: mail.smtpUrl(),
          // This server serves the SPA too: e-mails and payments lead back to it, at its public address when it has one.
          SITE_URL: ctx.config.publicUrl ?? url,
          ADDITIONAL_SITE_URLS: serverOrigins(ctx.config).join(','),
        }),
      }),
      openFunctions: Object.keys(functions).filter((name) => functions[name].verifyJwt === false),
      payments: payments?.handler ?? (stripeKeys && sibling ? forwardToLead(sibling) : undefined),
      mailbox: mail.handler,
    }),
    observability.requests,
  );
  observability.watch(server, () => realtime.stats());
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  const push = options.push && startPush(ctx.db, { ...options.push, isMemberConnected: (id) => realtime.isMemberConnected(id) });
  const schedule = (call: ScheduledCall, option: { intervalMs: number } | false | undefined) =>
    option === false || sibling ? undefined : scheduleCall(server, ctx.keys.serviceRoleKey, { ...call, ...option });
  const schedules = [
    functions['email-digest'] ? schedule(EMAIL_DIGESTS, options.emailDigests) : undefined,
    schedule(EVENT_REMINDERS, options.eventReminders),
  ];
  return {
    server,
    mode,
    payments,
    mail,
    push,
    isMemberConnected: (memberId) => realtime.isMemberConnected(memberId),
    realtimeCapturing: realtime.capturing,
    async close() {
      await Promise.all(schedules.map((scheduled) => scheduled?.stop()));
      await push?.stop();
      payments?.close();
      await mail.close();
      await realtime.close();
      await storage.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
