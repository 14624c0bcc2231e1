import { isLoopbackHost } from '../../config';
import type { AuthServices } from '../auth-request';

/**
 * Who the passkeys are for (WebAuthn's relying party), from the server's settings and never from a
 * request's Host header: SITE_URL's host name, and the pages that may ask for a passkey — SITE_URL's
 * origin and the allow-listed redirect origins on that host or under it. A plainly local server
 * without SITE_URL is `localhost` on any port, as the redirect policy treats loopback (browsers
 * refuse an IP address as a relying party, so http://127.0.0.1 cannot use passkeys).
 */
export interface RelyingParty {
  id: string;
  name: string;
  allowsOrigin(origin: string): boolean;
}

const NAME = 'Ascend';

function parseOrigin(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** undefined when the server has no host name a browser would accept: passkeys are off. */
export function relyingParty(services: AuthServices): RelyingParty | undefined {
  const site = services.options.siteUrl ? parseOrigin(services.options.siteUrl) : null;
  if (site) {
    const id = site.hostname;
    const origins = new Set([site.origin]);
    for (const entry of services.options.additionalRedirectUrls) {
      const url = entry.includes('*') ? null : parseOrigin(entry);
      if (url && (url.hostname === id || url.hostname.endsWith(`.${id}`))) origins.add(url.origin);
    }
    return { id, name: NAME, allowsOrigin: (origin) => origins.has(origin) };
  }
  if (!isLoopbackHost(services.ctx.config.host)) return undefined;
  return {
    id: 'localhost',
    name: NAME,
    allowsOrigin: (origin) => {
      const url = parseOrigin(origin);
      return !!url && url.hostname === 'localhost' && url.origin === origin;
    },
  };
}
