import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { CodeChallengeMethod } from '../pkce/code-challenge';

/** What the consent page carries from GET /authorize to its POST, signed so it cannot be altered. */
export interface ConsentRequest {
  /** Already checked against the redirect policy. */
  redirectTo: string;
  codeChallenge?: string;
  codeChallengeMethod?: CodeChallengeMethod;
}

interface SignedConsent extends ConsentRequest {
  /** Matches the browser's consent cookie: a post from another site cannot carry it. */
  nonce: string;
  /** Seconds since the epoch. */
  exp: number;
}

export const CONSENT_COOKIE = 'sb-local-google-consent';
const CONSENT_LIFETIME_SECONDS = 10 * 60;

// A key of its own, derived from the JWT secret: a consent state can never pass for a token.
const stateKey = (secret: string) => createHmac('sha256', secret).update('local-google-consent-state').digest();

function mac(payload: string, secret: string): string {
  return createHmac('sha256', stateKey(secret)).update(payload).digest('base64url');
}

export function newConsentNonce(): string {
  return randomBytes(18).toString('base64url');
}

export function signConsentState(consent: ConsentRequest, nonce: string, secret: string): string {
  const signed: SignedConsent = { ...consent, nonce, exp: Math.floor(Date.now() / 1000) + CONSENT_LIFETIME_SECONDS };
  const payload = Buffer.from(JSON.stringify(signed)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The consent request when the state is genuine, fresh and posted by the browser that opened the page. */
export function readConsentState(state: string, req: IncomingMessage, secret: string): ConsentRequest | null {
  const [payload, signature] = state.split('.');
  if (!payload || !signature || !equal(signature, mac(payload, secret))) return null;
  let signed: SignedConsent;
  try {
    signed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedConsent;
  } catch {
    return null;
  }
  if (signed.exp < Date.now() / 1000) return null;
  const nonce = cookieValue(req, CONSENT_COOKIE);
  if (!nonce || !equal(nonce, signed.nonce)) return null;
  const { redirectTo, codeChallenge, codeChallengeMethod } = signed;
  return { redirectTo, codeChallenge, codeChallengeMethod };
}

export function consentCookie(nonce: string, path: string): string {
  return `${CONSENT_COOKIE}=${nonce}; Path=${path}; Max-Age=${CONSENT_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax`;
}
