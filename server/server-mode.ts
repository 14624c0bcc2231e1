import { isLoopbackHost, isProductionMode } from './config';
import { trustProxyFromEnv } from './http/client-ip';
import { readPushTestOrigins, type PushTestOrigins } from './push/push-test-origins';

/**
 * Which of the server's stand-ins run: the demo world, the payment, Google and mailbox stand-ins, and
 * confirming a new address at once. Each plays a part that a real service (or a real person's proof)
 * plays in production, and each would hand a stranger something there: a demo account whose password
 * is in the README, a plan paid with a published test card, any Google identity, anyone's sign-in
 * links. So each is on for a plainly local server, and elsewhere only when its variable asks for it.
 * The table of switches is docs/deployment.md, "What runs where"; the server prints its choices at
 * start (modeLines).
 */
export interface StandIn {
  on: boolean;
  /** Why, in the words the start-up line uses. */
  because: string;
}

export interface ServerMode {
  /** A developer's own server: loopback, reached at a loopback address, behind no proxy, a development NODE_ENV. */
  local: boolean;
  /** Why the server is not local, when it is not. */
  reachableBecause?: string;
  /** Seed the demo world into a new data directory (SEED_DEMO). */
  demo: StandIn;
  /** Play Stripe at /local-stripe when no STRIPE_SECRET_KEY is set (LOCAL_STRIPE). */
  stripe: StandIn;
  /** Offer the local page that plays Google (LOCAL_GOOGLE_SIGN_IN). */
  google: StandIn;
  /** Show the server's own mailbox at /_mail when no SMTP_URL is set (LOCAL_MAILBOX). */
  mailbox: StandIn;
  /** Confirm a new address at once instead of by its link (MAILER_AUTOCONFIRM). */
  autoconfirm: StandIn;
  /** Local fake push services that subscriptions may name (PUSH_TEST_ORIGINS, local servers only). */
  pushTestOrigins: PushTestOrigins;
}

const flag = (value: string | undefined, words: readonly string[]) => words.includes((value ?? '').trim().toLowerCase());
const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];
// Anything else (production in any spelling, staging, live...) may be reachable by others.
const DEVELOPMENT_NODE_ENVS = ['', 'development', 'dev', 'test', 'local'];

const isLoopbackUrl = (url: string) => URL.canParse(url) && isLoopbackHost(new URL(url).hostname);

/** Why others may reach this server, or undefined for a plainly local one. */
function reachableBecause(env: NodeJS.ProcessEnv): string | undefined {
  if (!flag(env.NODE_ENV, DEVELOPMENT_NODE_ENVS)) return `NODE_ENV=${env.NODE_ENV}`;
  if (isProductionMode(env)) return `HOST=${env.HOST}`;
  if (env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL)) return `PUBLIC_URL=${env.PUBLIC_URL}`;
  // A loopback server behind a proxy is as public as the proxy.
  if (trustProxyFromEnv(env) > 0) return `TRUST_PROXY=${env.TRUST_PROXY}`;
  return undefined;
}

/** A stand-in's switch: its variable when it says on or off, else on for a plainly local server. */
function standIn(env: NodeJS.ProcessEnv, variable: string, local: boolean): StandIn {
  const value = env[variable];
  if (flag(value, ON)) return { on: true, because: `${variable}=${value}` };
  if (flag(value, OFF)) return { on: false, because: `${variable}=${value}` };
  return local ? { on: true, because: 'a local server' } : { on: false, because: `not a local server; ${variable}=true turns it on` };
}

export function readServerMode(env: NodeJS.ProcessEnv = process.env): ServerMode {
  const reachable = reachableBecause(env);
  const local = reachable === undefined;
  const stripe = env.STRIPE_SECRET_KEY
    ? { on: false, because: 'STRIPE_SECRET_KEY is set' }
    : standIn(env, 'LOCAL_STRIPE', local);
  const mailbox = env.SMTP_URL ? { on: false, because: 'SMTP_URL is set' } : standIn(env, 'LOCAL_MAILBOX', local);
  return {
    local,
    reachableBecause: reachable,
    demo: standIn(env, 'SEED_DEMO', local),
    stripe,
    google: standIn(env, 'LOCAL_GOOGLE_SIGN_IN', local),
    mailbox,
    autoconfirm: standIn(env, 'MAILER_AUTOCONFIRM', local),
    pushTestOrigins: readPushTestOrigins(env, local),
  };
}
