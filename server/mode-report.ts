import type { ServerMode, StandIn } from './server-mode';

export interface ModeFacts {
  mode: ServerMode;
  /** Where the server is reached, for the mailbox's address. */
  url: string;
  /** Payments go to Stripe itself (STRIPE_SECRET_KEY). */
  stripeKey: boolean;
  /** E-mail leaves through SMTP_URL. */
  smtp: boolean;
  /** SUPPORT_EMAIL names where members' support requests are mailed. */
  supportEmail: boolean;
  /** Where the VAPID keys that sign pushes are kept, when the server sends pushes. */
  pushKeys?: string;
}

export interface ModeReport {
  /** What runs, one line each. */
  lines: string[];
  /** What a server others can reach should not be running, said loudly. */
  warnings: string[];
}

const state = (standIn: StandIn, on: string, off: string) => `${standIn.on ? on : off} (${standIn.because})`;

/** Dangers of each stand-in on a server others reach, in the words of the warning. */
const DANGERS: Record<'demo' | 'stripe' | 'google' | 'mailbox' | 'autoconfirm', string> = {
  demo: 'a new data directory gets demo accounts whose password is in the README',
  stripe: 'anyone can buy any plan with the published test card',
  google: 'anyone can sign in as any Google identity they type',
  mailbox: "anyone can read every e-mail at /_mail, other members' sign-in links included",
  autoconfirm: 'new accounts are confirmed without proving their address',
};

/** What the server prints at start (docs/deployment.md, What runs where). */
export function modeReport({ mode, url, stripeKey, smtp, supportEmail, pushKeys }: ModeFacts): ModeReport {
  const pushTests = mode.pushTestOrigins;
  const lines = [
    mode.local
      ? 'Mode: local (loopback, no proxy, a development NODE_ENV): the stand-ins run (docs/deployment.md, What runs where)'
      : `Mode: production (${mode.reachableBecause}): no stand-in runs unless its variable turns it on (docs/deployment.md, What runs where)`,
    `  Demo world: ${state(mode.demo, 'seeded into a new data directory', 'off')}`,
    `  Payments: ${
      stripeKey
        ? 'Stripe (STRIPE_SECRET_KEY)'
        : state(mode.stripe, 'the local Stripe stand-in, test card 4242 4242 4242 4242', 'not set up, checkout answers 503')
    }`,
    `  Google sign-in: ${state(mode.google, 'the local stand-in', 'off')}`,
    `  E-mail: ${smtp ? 'through SMTP_URL' : state(mode.mailbox, `the local mailbox at ${url}/_mail`, 'no SMTP_URL: nothing is delivered')}`,
    `  New addresses: ${state(mode.autoconfirm, 'confirmed at once', 'confirmed by the link sent to them')}`,
    `  Push notifications: ${pushKeys ? `on, signed with the VAPID keys in ${pushKeys}` : 'off'}`,
    `  Push test services: ${pushTests.origins.length ? pushTests.origins.join(', ') : 'none'} (${pushTests.because})`,
  ];
  const warnings: string[] = [];
  if (!mode.local) {
    // readServerMode already keeps the Stripe and mailbox stand-ins off where a real service is configured.
    for (const name of Object.keys(DANGERS) as (keyof typeof DANGERS)[]) {
      if (mode[name].on) warnings.push(`WARNING: ${mode[name].because} on a server others can reach: ${DANGERS[name]}.`);
    }
  }
  if (pushTests.refused) {
    warnings.push(`WARNING: ${pushTests.refused}: pushes go to the browsers' push services only.`);
  }
  if (!smtp && !mode.mailbox.on) warnings.push('E-mail: SMTP_URL is not set, so no e-mail leaves this server (password resets and confirmations cannot arrive)');
  // The local mailbox takes support@localhost; without it nobody reads that address.
  if (!mode.local && !mode.mailbox.on && !supportEmail) {
    warnings.push("Support: SUPPORT_EMAIL is not set, so members' support requests are mailed to support@localhost, which nobody reads (they are kept: `npm run support:list`)");
  }
  return { lines, warnings };
}

/**
 * A server others can reach whose database already holds the demo world (seeded before it was
 * public, or copied from a local one): said at every start until the accounts are gone.
 */
export function demoAccountsWarning(mode: ServerMode, demoAccounts: number, demoDomain: string): string | undefined {
  if (mode.local || demoAccounts === 0) return undefined;
  return (
    `WARNING: this database holds ${demoAccounts} demo accounts (…@${demoDomain}) whose password is in the README: ` +
    'anyone can sign in as them. Stop the server and run `npm run db:remove-demo` to delete them.'
  );
}
