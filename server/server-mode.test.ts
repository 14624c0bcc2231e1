import { modeReport, demoAccountsWarning } from './mode-report';
import { readServerMode } from './server-mode';

const STAND_INS = ['demo', 'stripe', 'google', 'mailbox', 'autoconfirm'] as const;
const VARIABLES = { demo: 'SEED_DEMO', stripe: 'LOCAL_STRIPE', google: 'LOCAL_GOOGLE_SIGN_IN', mailbox: 'LOCAL_MAILBOX', autoconfirm: 'MAILER_AUTOCONFIRM' };
const onOf = (env: NodeJS.ProcessEnv) => STAND_INS.map((name) => [name, readServerMode(env)[name].on]);
const all = (on: boolean) => STAND_INS.map((name) => [name, on]);

describe('readServerMode', () => {
  it('runs every stand-in on a plainly local server', () => {
    for (const env of [{}, { NODE_ENV: 'development', HOST: 'localhost' }, { NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:3000' }]) {
      expect(readServerMode(env).local).toBe(true);
      expect(onOf(env)).toEqual(all(true));
    }
  });

  it('runs none where others can reach the server, and says why', () => {
    const reasons: [NodeJS.ProcessEnv, string][] = [
      [{ NODE_ENV: 'production' }, 'NODE_ENV=production'],
      [{ NODE_ENV: ' Prod ' }, 'NODE_ENV= Prod '],
      [{ NODE_ENV: 'staging' }, 'NODE_ENV=staging'],
      [{ HOST: '0.0.0.0' }, 'HOST=0.0.0.0'],
      [{ PUBLIC_URL: 'https://dating.example.com' }, 'PUBLIC_URL=https://dating.example.com'],
      [{ TRUST_PROXY: '1' }, 'TRUST_PROXY=1'],
    ];
    for (const [env, because] of reasons) {
      expect([because, readServerMode(env).local, readServerMode(env).reachableBecause]).toEqual([because, false, because]);
      expect(onOf(env)).toEqual(all(false));
    }
  });

  it('follows each stand-in’s variable when it says on or off, anywhere', () => {
    for (const name of STAND_INS) {
      const variable = VARIABLES[name];
      expect(readServerMode({ NODE_ENV: 'production', [variable]: 'true' })[name]).toEqual({ on: true, because: `${variable}=true` });
      expect(readServerMode({ [variable]: ' OFF ' })[name]).toEqual({ on: false, because: `${variable}= OFF ` });
      // Not a yes: the default stands.
      expect(readServerMode({ HOST: '0.0.0.0', [variable]: 'yes please' })[name].on).toBe(false);
    }
  });

  it('takes only loopback origins as local push services', () => {
    expect(readServerMode({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:4183, http://localhost:9/ ,https://example.com,http://127.0.0.1:5/path' }).pushTestOrigins).toEqual({
      origins: ['http://127.0.0.1:4183', 'http://localhost:9'],
      because: 'PUSH_TEST_ORIGINS; not loopback origins, ignored: https://example.com, http://127.0.0.1:5/path',
    });
  });

  it('never plays Stripe or the mailbox when the real service is configured', () => {
    expect(readServerMode({ STRIPE_SECRET_KEY: 'sk_test_1', LOCAL_STRIPE: 'true' }).stripe.on).toBe(false);
    expect(readServerMode({ SMTP_URL: 'smtp://mail.example.com', LOCAL_MAILBOX: 'true' }).mailbox.on).toBe(false);
  });
});

describe('modeReport', () => {
  const facts = { url: 'http://127.0.0.1:3000', stripeKey: false, smtp: false, supportEmail: false };

  it('names every stand-in at start, quietly on a local server', () => {
    const report = modeReport({ ...facts, mode: readServerMode({}) });
    expect(report.lines).toEqual([
      'Mode: local (loopback, no proxy, a development NODE_ENV): the stand-ins run (docs/deployment.md, What runs where)',
      '  Demo world: seeded into a new data directory (a local server)',
      '  Payments: the local Stripe stand-in, test card 4242 4242 4242 4242 (a local server)',
      '  Google sign-in: the local stand-in (a local server)',
      '  E-mail: the local mailbox at http://127.0.0.1:3000/_mail (a local server)',
      '  New addresses: confirmed at once (a local server)',
      '  Push notifications: off',
      '  Push test services: none (PUSH_TEST_ORIGINS is not set)',
    ]);
    expect(report.warnings).toEqual([]);
  });

  it('says where the keys that sign pushes are, and which local push services subscriptions may name', () => {
    const mode = readServerMode({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:4183' });
    const report = modeReport({ ...facts, mode, pushKeys: '/data/vapid-keys.json' });
    expect(report.lines.slice(-2)).toEqual([
      '  Push notifications: on, signed with the VAPID keys in /data/vapid-keys.json',
      '  Push test services: http://127.0.0.1:4183 (PUSH_TEST_ORIGINS)',
    ]);
  });

  it('warns that PUSH_TEST_ORIGINS is ignored where others can reach the server', () => {
    const mode = readServerMode({ NODE_ENV: 'production', PUSH_TEST_ORIGINS: 'http://127.0.0.1:4183' });
    expect(mode.pushTestOrigins.origins).toEqual([]);
    expect(modeReport({ ...facts, smtp: true, supportEmail: true, mode }).warnings).toEqual([
      "WARNING: not a local server: PUSH_TEST_ORIGINS=http://127.0.0.1:4183 is ignored: pushes go to the browsers' push services only.",
    ]);
  });

  it('warns loudly of each stand-in a variable turns on in production', () => {
    const env = { NODE_ENV: 'production', SEED_DEMO: 'true', LOCAL_STRIPE: '1', LOCAL_GOOGLE_SIGN_IN: 'on', LOCAL_MAILBOX: 'yes', MAILER_AUTOCONFIRM: 'true' };
    const { warnings } = modeReport({ ...facts, mode: readServerMode(env) });
    expect(warnings).toEqual([
      'WARNING: SEED_DEMO=true on a server others can reach: a new data directory gets demo accounts whose password is in the README.',
      'WARNING: LOCAL_STRIPE=1 on a server others can reach: anyone can buy any plan with the published test card.',
      'WARNING: LOCAL_GOOGLE_SIGN_IN=on on a server others can reach: anyone can sign in as any Google identity they type.',
      "WARNING: LOCAL_MAILBOX=yes on a server others can reach: anyone can read every e-mail at /_mail, other members' sign-in links included.",
      'WARNING: MAILER_AUTOCONFIRM=true on a server others can reach: new accounts are confirmed without proving their address.',
    ]);
  });

  it('says in production that payments are not set up, and e-mail and support requests go nowhere, without their keys', () => {
    const report = modeReport({ ...facts, mode: readServerMode({ HOST: '0.0.0.0' }) });
    expect(report.lines).toContain('  Payments: not set up, checkout answers 503 (not a local server; LOCAL_STRIPE=true turns it on)');
    expect(report.warnings).toEqual([expect.stringMatching(/^E-mail: SMTP_URL is not set/), expect.stringMatching(/^Support: SUPPORT_EMAIL is not set/)]);
    const keyed = modeReport({ ...facts, stripeKey: true, smtp: true, supportEmail: true, mode: readServerMode({ HOST: '0.0.0.0' }) });
    expect(keyed.lines).toEqual(expect.arrayContaining(['  Payments: Stripe (STRIPE_SECRET_KEY)', '  E-mail: through SMTP_URL']));
    expect(keyed.warnings).toEqual([]);
  });

  it('names demo accounts held by a server others can reach, and only there', () => {
    expect(demoAccountsWarning(readServerMode({ NODE_ENV: 'production' }), 166, 'demo.ascend.app')).toMatch(/^WARNING: this database holds 166 demo accounts/);
    expect(demoAccountsWarning(readServerMode({ NODE_ENV: 'production' }), 0, 'demo.ascend.app')).toBeUndefined();
    expect(demoAccountsWarning(readServerMode({}), 166, 'demo.ascend.app')).toBeUndefined();
  });
});
