/**
 * Early requests: a signed-in page's first data asked for before the app's JavaScript has arrived.
 *
 * A member's page cannot ask for anything until the entry, supabase-js and the signed-in frame have
 * loaded and run, several seconds on a slow phone. So the app notes which reads a page made first on a
 * cold load (this module, in supabase-js's fetch), and public/early-requests.js, a small script that
 * index.html loads with the page (every load of the shell downloads it, 0.7 kB: added by /route-preload.js
 * only when a session is stored, it came a round trip later and lost most of the gain; a prerendered
 * visitor page leaves it out and its inline theme script adds it then, with no delay), asks for the same
 * ones on the next cold load of that page with the stored session; the app's own requests then take
 * those answers instead of going out again (docs/performance.md, First load; early-requests.test.ts
 * holds the script and this module together).
 *
 * The script, step by step: nothing when `window.ascendEarlyResponses` exists (the app has started
 * asking: the script came late, and asking again would ask twice); nothing unless the stored session's
 * member is the one the notes were taken for and her token has two minutes left (supabase-js refreshes a
 * token closer to its end before using it, and the answers would be for the old one); then each noted
 * request with her token, its failure handled at once (an answer nobody takes is not an error).
 */

import { decodeJwt } from 'jose';

/** Where the notes are kept: per page, the member and her first reads (no answers, only requests). */
export const EARLY_REQUESTS_KEY = 'ascend-early-requests';
/** Only what a page asks for in its first seconds is noted, and only then are early answers taken. */
export const EARLY_WINDOW_MS = 10_000;
/** A page's first screen needs a handful of reads; more would load the network for little. */
export const EARLY_REQUESTS_PER_PAGE = 6;
/**
 * Only the first burst is noted: the reads a page sends as it mounts, within this long of the first.
 * What follows answers (the feed's next page, a catch-up since a moment) would compete with the app's
 * own JavaScript for a slow network on the next load, for data nobody is waiting for yet.
 */
export const EARLY_BURST_MS = 500;
/**
 * A moment in a request (`created_at=gt.2026-11-26T15:40:00Z`, a URL-encoded colon or not): what it asks
 * for depends on when it was sent, so the next load would send another and never take the early answer.
 */
const MOMENT = /\d{4}-\d{2}-\d{2}T\d{2}(?::|%3A)\d{2}/i;

/** Pages remembered (a profile or a thread is a page of its own); the least recent goes first. */
export const EARLY_PAGES = 8;
/**
 * Functions called by POST that only read (and may be asked for twice without harm). Any GET is a read:
 * PostgREST runs it in a read-only transaction.
 */
export const EARLY_RPCS: readonly string[] = [
  'get_discovery_feed',
  'get_conversations',
  'get_messages',
  'get_notifications',
  'get_unread_notification_count',
  'get_my_plan',
  'get_my_usage',
  'get_relationship',
  'get_connection_requests',
];

export interface EarlyRequest {
  url: string;
  method: 'GET' | 'POST';
  /** The request's headers but its Authorization, which the script sets from the stored session. */
  headers: Record<string, string>;
  body?: string;
}

export interface EarlyPage {
  /** The member whose session made these requests: the script replays them only for her. */
  user: string;
  requests: EarlyRequest[];
}

/** What public/early-requests.js leaves on `window` for the app: each answer taken at most once. */
export interface EarlyResponse {
  method: string;
  url: string;
  /** As noted: Accept and Prefer shape the answer, so they must match too. */
  headers: Record<string, string>;
  body: string;
  authorization: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    ascendEarlyResponses?: EarlyResponse[];
  }
}

/** The member a bearer token speaks for (its `sub`), or undefined for the anon key or a malformed token. */
export function tokenSubject(authorization: string | null): string | undefined {
  try {
    const claims = decodeJwt(authorization?.replace(/^Bearer /, '') ?? '');
    return claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

function readPages(storage: Storage): Record<string, EarlyPage> {
  try {
    const pages: unknown = JSON.parse(storage.getItem(EARLY_REQUESTS_KEY) ?? '{}');
    return pages && typeof pages === 'object' && !Array.isArray(pages) ? (pages as Record<string, EarlyPage>) : {};
  } catch {
    return {};
  }
}

/** Forgets every page's notes (on sign-out: they name the member). */
export function forgetEarlyRequests(storage?: Storage): void {
  try {
    // Reading `localStorage` itself throws where storage is blocked.
    (storage ?? globalThis.localStorage)?.removeItem(EARLY_REQUESTS_KEY);
  } catch {
    // Storage unavailable: nothing was noted either.
  }
}

interface Options {
  /** The API's origin and path prefix, `${supabaseUrl}/rest/v1/`. */
  restUrl: string;
  /** The path opened by this cold load. */
  page: string;
  storage: Storage | undefined;
  /** Milliseconds since the page started loading. */
  now: () => number;
  /** The path shown now: a navigation ends the noting. */
  currentPage: () => string;
  earlyResponses: () => EarlyResponse[] | undefined;
}

function bodyText(body: BodyInit | null | undefined): string | undefined {
  return typeof body === 'string' ? body : undefined;
}

function isEarlyKind(url: string, method: string, restUrl: string): method is 'GET' | 'POST' {
  if (!url.startsWith(restUrl)) return false;
  if (method === 'GET') return true;
  const rpc = /^rpc\/([a-z_]+)(?:\?|$)/.exec(url.slice(restUrl.length))?.[1];
  return method === 'POST' && rpc !== undefined && EARLY_RPCS.includes(rpc);
}

/**
 * Wraps supabase-js's fetch: answers a request from an early one when public/early-requests.js asked
 * for exactly it with the same session, and notes this cold load's first reads for the next one.
 */
export function withEarlyRequests(baseFetch: typeof fetch, options: Options): typeof fetch {
  const noted: EarlyRequest[] = [];
  let user: string | undefined;
  let firstNotedAt = 0;
  // The other pages' notes, read once: this load only ever rewrites its own page's.
  let otherPages: [string, EarlyPage][] | undefined;

  const note = (request: EarlyRequest, subject: string) => {
    const now = options.now();
    if (!options.storage || options.currentPage() !== options.page || now > EARLY_WINDOW_MS) return;
    if (noted.length >= EARLY_REQUESTS_PER_PAGE || (user !== undefined && user !== subject)) return;
    if (noted.length > 0 && now - firstNotedAt > EARLY_BURST_MS) return;
    // Matched last: every request of the app's life comes through here, only the first few get this far.
    if (MOMENT.test(request.url) || MOMENT.test(request.body ?? '')) return;
    if (noted.length === 0) firstNotedAt = now;
    if (noted.some((known) => known.url === request.url && known.method === request.method && known.body === request.body)) return;
    user = subject;
    noted.push(request);
    try {
      otherPages ??= Object.entries(readPages(options.storage))
        .filter(([page]) => page !== options.page)
        .slice(-(EARLY_PAGES - 1));
      options.storage.setItem(EARLY_REQUESTS_KEY, JSON.stringify(Object.fromEntries([...otherPages, [options.page, { user, requests: noted }]])));
    } catch {
      // Storage full or blocked: the next load asks late, as without notes.
    }
  };

  const takeEarly = (request: EarlyRequest, authorization: string) => {
    const early = options.earlyResponses();
    if (!early || options.now() > EARLY_WINDOW_MS) return undefined;
    const headers = JSON.stringify(request.headers);
    const index = early.findIndex(
      (e) =>
        e.method === request.method &&
        e.url === request.url &&
        e.body === (request.body ?? '') &&
        e.authorization === authorization &&
        JSON.stringify(e.headers) === headers,
    );
    return index === -1 ? undefined : early.splice(index, 1)[0].response;
  };

  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = bodyText(init?.body);
    if (!isEarlyKind(url, method, options.restUrl) || (init?.body != null && body === undefined)) return baseFetch(input, init);
    const headers = new Headers(init?.headers);
    const authorization = headers.get('authorization') ?? '';
    const subject = tokenSubject(authorization);
    if (!subject) return baseFetch(input, init);
    headers.delete('authorization');
    // Headers iterate sorted by name, so the noted headers and the app's compare as JSON.
    const request: EarlyRequest = { url, method, headers: Object.fromEntries(headers), ...(body === undefined ? {} : { body }) };
    note(request, subject);
    const early = takeEarly(request, authorization);
    if (early) {
      try {
        return await early;
      } catch {
        // The early request never got an answer (offline then): ask now, with the usual retry.
      }
    }
    return baseFetch(input, init);
  };
}
