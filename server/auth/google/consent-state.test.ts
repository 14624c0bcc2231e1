import type { IncomingMessage } from 'node:http';
import { randomJwtSecret } from '../../jwt';
import { CONSENT_COOKIE, consentCookie, readConsentState, signConsentState } from './consent-state';

const SECRET = randomJwtSecret();
const consent = {
  redirectTo: 'http://127.0.0.1:3000/auth/callback',
  codeChallenge: 'c'.repeat(43),
  codeChallengeMethod: 's256' as const,
};
const browser = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;

describe('consent state', () => {
  afterEach(() => jest.useRealTimers());

  it('reads back what was signed, in the browser that holds the nonce cookie', () => {
    const state = signConsentState(consent, 'nonce-1', SECRET);
    expect(readConsentState(state, browser(`other=1; ${CONSENT_COOKIE}=nonce-1`), SECRET)).toEqual(consent);
  });

  it('refuses another browser, an altered state and another secret', () => {
    const state = signConsentState(consent, 'nonce-1', SECRET);
    const cookie = `${CONSENT_COOKIE}=nonce-1`;
    expect(readConsentState(state, browser(), SECRET)).toBeNull();
    expect(readConsentState(state, browser(`${CONSENT_COOKIE}=nonce-2`), SECRET)).toBeNull();
    const [payload, mac] = state.split('.');
    const forged = { ...consent, redirectTo: 'https://evil.example', nonce: 'nonce-1', exp: 9e9 };
    const altered = Buffer.from(JSON.stringify(forged));
    expect(readConsentState(`${altered.toString('base64url')}.${mac}`, browser(cookie), SECRET)).toBeNull();
    expect(readConsentState(`${payload}.${mac}`, browser(cookie), `${SECRET}x`)).toBeNull();
  });

  it('expires after ten minutes', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    const state = signConsentState(consent, 'nonce-1', SECRET);
    jest.setSystemTime(new Date('2026-01-01T10:09:59Z'));
    expect(readConsentState(state, browser(`${CONSENT_COOKIE}=nonce-1`), SECRET)).not.toBeNull();
    jest.setSystemTime(new Date('2026-01-01T10:10:01Z'));
    expect(readConsentState(state, browser(`${CONSENT_COOKIE}=nonce-1`), SECRET)).toBeNull();
  });

  it('sets the cookie HttpOnly and SameSite=Lax on the auth path', () => {
    const cookie = consentCookie('n', '/auth/v1');
    expect(cookie).toBe(`${CONSENT_COOKIE}=n; Path=/auth/v1; Max-Age=600; HttpOnly; SameSite=Lax`);
  });
});
