import type { Handler } from '../context';
import type { Mount } from './mounts';

// Reached by browser redirects (e-mail links, OAuth), which carry no apikey header; and the JWKS,
// public keys any verifier may fetch without the project's key, as Supabase's gateway leaves it open.
const OPEN_AUTH_PATHS = ['/verify', '/callback', '/authorize', '/.well-known/jwks.json'];

const always = (): boolean => true;

/** The API surfaces this server has, mounted where supabase-js looks for them. */
// Public buckets and signed URLs are read by <img> tags, which send no headers, and a signed upload
// URL is the whole permission; the routes that make a signed URL still need a key (requestClaims).
const OPEN_STORAGE_PATHS = ['/object/public/', '/render/image/public/', '/object/sign/', '/render/image/sign/', '/object/upload/sign/'];

interface Surfaces {
  auth?: Handler;
  rest?: Handler;
  storage?: Handler;
  functions?: Handler;
  /** Functions called without the project's keys (verifyJwt: false), e.g. a payment provider's webhook. */
  openFunctions?: readonly string[];
  /** The local payment stand-in (server/payments), when the app runs one. */
  payments?: Handler;
  /** The local mailbox's pages (server/mail), on a local server without SMTP_URL. */
  mailbox?: Handler;
}

export function apiMounts(surfaces: Surfaces): Mount[] {
  const mounts: Mount[] = [];
  if (surfaces.auth) {
    mounts.push({
      prefix: '/auth/v1',
      handler: surfaces.auth,
      requiresApiKey: (subpath) => !OPEN_AUTH_PATHS.some((p) => subpath === p || subpath.startsWith(`${p}/`)),
    });
  }
  if (surfaces.rest) mounts.push({ prefix: '/rest/v1', handler: surfaces.rest, requiresApiKey: always });
  if (surfaces.storage) {
    mounts.push({
      prefix: '/storage/v1',
      handler: surfaces.storage,
      requiresApiKey: (subpath) => !OPEN_STORAGE_PATHS.some((p) => subpath.startsWith(p)),
    });
  }
  if (surfaces.functions) {
    // As on hosted Supabase: a function without JWT verification is reached with no key at all.
    const open = new Set(surfaces.openFunctions ?? []);
    mounts.push({ prefix: '/functions/v1', handler: surfaces.functions, requiresApiKey: (subpath) => !open.has(subpath.split('/')[1] ?? '') });
  }
  // Stripe's clients send its secret key, not ours, and browsers open its pay page: it checks its own key.
  if (surfaces.payments) mounts.push({ prefix: '/local-stripe', handler: surfaces.payments, requiresApiKey: () => false });
  // A developer opens it in a browser, which sends no key.
  if (surfaces.mailbox) mounts.push({ prefix: '/_mail', handler: surfaces.mailbox, requiresApiKey: () => false });
  return mounts;
}
