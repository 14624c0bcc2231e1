import { isProductionMode } from './config';

/** What decides where browsers reach this server. */
export interface OriginSettings {
  host: string;
  port: number;
  /** The address people use when the server is behind a proxy, e.g. https://dating.example.com. */
  publicUrl?: string;
  /** Development: `npm run dev` serves the SPA on Vite's port and proxies the API to this server. */
  development: boolean;
}

const WILDCARD_OR_LOOPBACK = new Set(['0.0.0.0', '::', '127.0.0.1', 'localhost', '::1']);
const VITE_DEV_PORT = 5173;

/**
 * The origins the SPA may name this server's storage by (its photo URLs are built from the
 * Supabase URL, which is the page's origin): the public URL first, then the listening address.
 */
export function publicOrigins(settings: OriginSettings): string[] {
  const origins = settings.publicUrl ? [new URL(settings.publicUrl).origin] : [];
  if (WILDCARD_OR_LOOPBACK.has(settings.host)) {
    const ports = settings.development ? [settings.port, VITE_DEV_PORT] : [settings.port];
    for (const port of ports) origins.push(`http://127.0.0.1:${port}`, `http://localhost:${port}`);
  } else {
    const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
    origins.push(`http://${host}:${settings.port}`);
  }
  return [...new Set(origins)];
}

/** This server's origins from its configuration, and whether it runs in production. */
export function serverOrigins(
  config: { host: string; port: number; publicUrl?: string },
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  return publicOrigins({ ...config, development: !isProductionMode(env) });
}
