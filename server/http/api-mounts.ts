import type { Handler } from '../context';
import type { Mount } from './mounts';

// Reached by browser redirects (e-mail links, OAuth), which carry no apikey header.
const OPEN_AUTH_PATHS = ['/verify', '/callback', '/authorize'];

const always = (): boolean => true;

/** The API surfaces this server has, mounted where supabase-js looks for them. */
// Public buckets are read by <img> tags, which send no headers.
const OPEN_STORAGE_PATHS = ['/object/public/', '/render/image/public/'];

interface Surfaces {
  auth?: Handler;
  rest?: Handler;
  storage?: Handler;
  functions?: Handler;
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
  if (surfaces.functions) mounts.push({ prefix: '/functions/v1', handler: surfaces.functions, requiresApiKey: always });
  return mounts;
}
