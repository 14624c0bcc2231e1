import { ConfigError } from '../config';
import { readAuthOptions } from './auth-options';

const localGoogle = (env: NodeJS.ProcessEnv) => readAuthOptions(env).localGoogle;

describe('readAuthOptions: the local Google stand-in', () => {
  it('is on for a plainly local server: loopback, no proxy, a development NODE_ENV', () => {
    expect(localGoogle({})).toBe(true);
    expect(localGoogle({ HOST: 'localhost', NODE_ENV: 'development' })).toBe(true);
    expect(localGoogle({ HOST: '::1', NODE_ENV: 'test' })).toBe(true);
    // `npm start` and the e2e suite set neither PUBLIC_URL nor TRUST_PROXY; a loopback PUBLIC_URL is still local.
    expect(localGoogle({ PORT: '4173', DATA_DIR: '/tmp/e2e' })).toBe(true);
    expect(localGoogle({ PUBLIC_URL: 'http://localhost:3000' })).toBe(true);
    expect(localGoogle({ PUBLIC_URL: 'http://127.0.0.1:3000', TRUST_PROXY: 'false' })).toBe(true);
  });

  it('is off when NODE_ENV is production in any spelling, or anything but development', () => {
    for (const NODE_ENV of ['production', 'Production', 'PRODUCTION', ' production ', 'prod', 'PROD', 'staging', 'live']) {
      expect([NODE_ENV, localGoogle({ NODE_ENV })]).toEqual([NODE_ENV, false]);
    }
  });

  it('is off on loopback behind a proxy: a PUBLIC_URL elsewhere, or TRUST_PROXY', () => {
    expect(localGoogle({ PUBLIC_URL: 'https://dating.example.com', TRUST_PROXY: 'true' })).toBe(false);
    expect(localGoogle({ PUBLIC_URL: 'https://dating.example.com' })).toBe(false);
    expect(localGoogle({ PUBLIC_URL: 'not a url' })).toBe(false);
    expect(localGoogle({ TRUST_PROXY: 'true' })).toBe(false);
    expect(localGoogle({ TRUST_PROXY: '2' })).toBe(false);
  });

  it('is off where others can reach the server', () => {
    expect(localGoogle({ HOST: '0.0.0.0' })).toBe(false);
    expect(localGoogle({ HOST: '192.168.1.20', NODE_ENV: 'development' })).toBe(false);
    expect(localGoogle({ HOST: '0.0.0.0', LOCAL_GOOGLE_SIGN_IN: 'yes please' })).toBe(false);
  });

  it('follows LOCAL_GOOGLE_SIGN_IN when it says on or off', () => {
    expect(localGoogle({ LOCAL_GOOGLE_SIGN_IN: 'off' })).toBe(false);
    expect(localGoogle({ LOCAL_GOOGLE_SIGN_IN: ' False ' })).toBe(false);
    expect(localGoogle({ NODE_ENV: 'production', LOCAL_GOOGLE_SIGN_IN: 'true' })).toBe(true);
    expect(localGoogle({ PUBLIC_URL: 'https://dating.example.com', TRUST_PROXY: '1', LOCAL_GOOGLE_SIGN_IN: 'ON' })).toBe(true);
  });
});

describe('readAuthOptions', () => {
  it('reads TRUST_PROXY as a number of proxies and refuses a value it cannot read', () => {
    expect(readAuthOptions({}).trustProxy).toBe(0);
    expect(readAuthOptions({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(readAuthOptions({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => readAuthOptions({ TRUST_PROXY: 'ture' })).toThrow(ConfigError);
  });

  it('gives a password change without current_password ten minutes after signing in', () => {
    expect(readAuthOptions({}).reauthenticationWindowSeconds).toBe(600);
  });

  it('allows five e-mail change attempts per user and hour', () => {
    expect(readAuthOptions({}).rateLimit.emailChanges).toEqual({ max: 5, windowMs: 60 * 60 * 1000 });
  });
});

describe('readAuthOptions: the per-address limits a test suite may raise', () => {
  it('keeps GoTrue’s 30 sign-ins in 5 minutes and 10 accounts an hour unless a whole number says otherwise', () => {
    const limits = (env: NodeJS.ProcessEnv) => {
      const { requests, accountsPerAddress } = readAuthOptions(env).rateLimit;
      return [requests?.max, requests?.windowMs, accountsPerAddress?.max];
    };
    expect(limits({})).toEqual([30, 5 * 60_000, 10]);
    expect(limits({ SIGN_IN_REQUESTS_PER_5_MINUTES: '1000', SIGNUP_ACCOUNTS_PER_HOUR: '100' })).toEqual([1000, 5 * 60_000, 100]);
    expect(limits({ SIGN_IN_REQUESTS_PER_5_MINUTES: '-1', SIGNUP_ACCOUNTS_PER_HOUR: 'many' })).toEqual([30, 5 * 60_000, 10]);
  });

  it('reads GoTrue’s names for the limits GoTrue has too: verify in 5 minutes, e-mails and anonymous users an hour', () => {
    const limits = (env: NodeJS.ProcessEnv) => {
      const { verify, emailSends, anonymousSignIns } = readAuthOptions(env).rateLimit;
      return [verify, emailSends?.max, anonymousSignIns?.max];
    };
    expect(limits({})).toEqual([undefined, 10, 30]);
    const env = { GOTRUE_RATE_LIMIT_VERIFY: '60', GOTRUE_RATE_LIMIT_EMAIL_SENT: '100', GOTRUE_RATE_LIMIT_ANONYMOUS_USERS: '5' };
    expect(limits(env)).toEqual([{ max: 60, windowMs: 5 * 60_000 }, 100, 5]);
  });
});
