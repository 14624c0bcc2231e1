import type { Handler } from '../context';

/** One API surface under a path prefix such as '/rest/v1'. */
export interface Mount {
  prefix: string;
  handler: Handler;
  /**
   * Whether the gateway demands an API key before the surface sees the request. Browser redirects and
   * public files carry no headers, so those subpaths are open, as on the hosted gateway.
   */
  requiresApiKey: (subpath: string) => boolean;
}

/** First path segments that belong to the API: never answered with the SPA. */
export const API_ROOTS = ['rest', 'realtime', 'storage', 'functions', 'local-stripe', '_mail'];

/** Auth is matched by its versioned prefix only: the SPA has a route of its own at /auth/callback. */
const AUTH_PREFIX = '/auth/v1';

export function isApiPath(pathname: string): boolean {
  if (pathname === AUTH_PREFIX || pathname.startsWith(`${AUTH_PREFIX}/`)) return true;
  return API_ROOTS.includes(pathname.split('/')[1] ?? '');
}

/** The mount serving pathname and the path after its prefix ('/' for the prefix itself). */
export function findMount(mounts: Mount[], pathname: string): { mount: Mount; subpath: string } | undefined {
  for (const mount of mounts) {
    if (pathname === mount.prefix) return { mount, subpath: '/' };
    if (pathname.startsWith(`${mount.prefix}/`)) return { mount, subpath: pathname.slice(mount.prefix.length) };
  }
  return undefined;
}
