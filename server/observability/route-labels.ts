import { isApiPath } from '../http/mounts';

/** Route templates kept at most: with methods and statuses, what bounds the metrics' series. */
export const MAX_ROUTES = 200;

export const METRICS_PATH = '/metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PREFIXES = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1', '/realtime/v1', '/local-stripe', '/_mail'];
// storage-js's route words (server/storage/routes.ts); the first other segment is the bucket, the rest the object key.
const STORAGE_WORDS = new Set(['bucket', 'object', 'list', 'list-v2', 'move', 'copy', 'sign', 'upload', 'info', 'public', 'authenticated', 'render', 'image']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_DEPTH = 4;
// GoTrue's routes, known before any succeeds: a sign-in refused or rate-limited is still /auth/v1/token.
const AUTH_ROUTES = ['token', 'signup', 'user', 'logout', 'verify', 'recover', 'otp', 'magiclink', 'settings', 'health', 'authorize', 'callback', 'invite', 'resend', 'reauthenticate', 'factors'];

/** An id, a number or a token in a path: one label for all of them. */
const isId = (segment: string) => UUID.test(segment) || /^\d+$/.test(segment) || (segment.length >= 16 && /\d/.test(segment));

function storageTemplate(segments: string[]): string[] {
  const words = segments.findIndex((segment) => !STORAGE_WORDS.has(segment));
  if (words === -1) return segments;
  const rest = segments.slice(words + 1);
  const tail = rest.length === 0 ? [] : rest.length === 1 && rest[0] === 'empty' && segments[0] === 'bucket' ? ['empty'] : ['*'];
  return [...segments.slice(0, words), ':bucket', ...tail];
}

function template(prefix: string, subpath: string): string {
  const segments = subpath.split('/').filter(Boolean);
  let shaped: string[];
  if (prefix === '/storage/v1') shaped = storageTemplate(segments);
  // A function's own subpath is its business (tokens travel in some): one label per function.
  else if (prefix === '/functions/v1') shaped = segments.length > 1 ? [segments[0], '*'] : segments;
  else shaped = segments.map((segment) => (isId(segment) ? ':id' : segment));
  if (shaped.length > MAX_DEPTH) shaped = [...shaped.slice(0, MAX_DEPTH), '*'];
  return [prefix, ...shaped].join('/');
}

/**
 * Labels for a request's method and route, from a bounded set: templates (ids, buckets and object
 * keys replaced), each admitted the first time the server answers it with success, so a path it does
 * not serve (any string a caller sends gets a 401 or 404) never becomes a label of its own, and at
 * most MAX_ROUTES of them; anything else is `<surface>/:other`. Pages and files of the SPA are one
 * label, `static`. Tested by route-labels.test.ts.
 */
export class RouteLabels {
  private readonly admitted = new Set<string>(AUTH_ROUTES.map((route) => `/auth/v1/${route}`));

  method(method: string | undefined): string {
    return method && METHODS.has(method) ? method : 'OTHER';
  }

  route(pathname: string, status: number): string {
    if (pathname === METRICS_PATH) return METRICS_PATH;
    if (!isApiPath(pathname)) return 'static';
    const prefix = PREFIXES.find((p) => pathname === p || pathname.startsWith(`${p}/`));
    if (!prefix) return 'api/:other';
    const route = template(prefix, pathname.slice(prefix.length));
    if (this.admitted.has(route)) return route;
    if (status < 400 && this.admitted.size < MAX_ROUTES) {
      this.admitted.add(route);
      return route;
    }
    return `${prefix}/:other`;
  }
}
