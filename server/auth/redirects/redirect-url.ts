/**
 * Where a sign-in may send the browser back to. Like GoTrue: the site itself, listed URLs, and
 * nothing else — an open redirect would hand codes and tokens to anyone.
 */
export interface RedirectPolicy {
  /** The origin this server was reached at, e.g. http://127.0.0.1:3000. */
  serverOrigin: string;
  siteUrl?: string;
  allowList: string[];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

// RFC 8252 §7.3: a loopback redirect may use any port, so a dev server on another port still works.
function sameSite(target: URL, site: URL): boolean {
  if (target.protocol !== site.protocol || target.hostname !== site.hostname) return false;
  return target.port === site.port || LOOPBACK_HOSTS.has(target.hostname);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// '**' crosses path segments, '*' stays within one host label or path segment.
function globToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map(escapeRegExp).join('[^./]*'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

function matchesAllowed(target: URL, entry: string): boolean {
  const withoutFragment = target.href.split('#')[0];
  if (entry.includes('*')) return globToRegExp(entry).test(withoutFragment);
  const allowed = parseHttpUrl(entry);
  return !!allowed && allowed.origin === target.origin && target.pathname.startsWith(allowed.pathname);
}

export function isRedirectAllowed(redirectTo: string, policy: RedirectPolicy): boolean {
  const target = parseHttpUrl(redirectTo);
  if (!target || target.username || target.password) return false;
  if (target.origin === new URL(policy.serverOrigin).origin) return true;
  // Without SITE_URL the site is this server, so a dev server on another loopback port still works.
  const site = parseHttpUrl(policy.siteUrl ?? policy.serverOrigin);
  if (site && sameSite(target, site)) return true;
  return policy.allowList.some((entry) => matchesAllowed(target, entry));
}

/** The requested target when allowed, otherwise the site URL (GoTrue's fallback). */
export function resolveRedirect(redirectTo: string | undefined, policy: RedirectPolicy): string {
  if (redirectTo && isRedirectAllowed(redirectTo, policy)) return redirectTo;
  return policy.siteUrl ?? policy.serverOrigin;
}
