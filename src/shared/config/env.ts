import { importMetaEnv } from './import-meta-env';

/** The anon key the embedded server writes into index.html when the build did not set one. */
function anonKeyFromPage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]');
  return meta?.content || undefined;
}

/** The ice-servers meta tag the embedded server fills from ICE_SERVERS. */
function iceServersFromPage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="ice-servers"]')?.content || undefined;
}

/**
 * Video calls' STUN/TURN servers (docs/deployment.md, Video calls): VITE_ICE_SERVERS at build, else
 * ICE_SERVERS through the page, else one public STUN server, which only tells each browser its public
 * address: the media always goes browser to browser, never through a third party, unless a TURN
 * server is configured.
 */
function iceServers(): RTCIceServer[] {
  const configured = importMetaEnv.iceServers || iceServersFromPage();
  if (configured) {
    try {
      return JSON.parse(configured) as RTCIceServer[];
    } catch (error) {
      console.error('ICE servers: not JSON, using the default', error);
    }
  }
  return [{ urls: 'stun:stun.l.google.com:19302' }];
}

export const env = {
  /** Defaults to the page's own origin, where the embedded backend serves the API. */
  supabaseUrl: importMetaEnv.supabaseUrl || globalThis.location?.origin || 'http://127.0.0.1:3000',
  supabaseAnonKey: importMetaEnv.supabaseAnonKey || anonKeyFromPage() || '',
  appVersion: importMetaEnv.appVersion || '0.0.0',
  /**
   * Photos are shown through Storage's image transformations (`/render/image/…`) in the sizes a page
   * needs. On by default (the embedded server has them); `VITE_IMAGE_TRANSFORMS=false` for a hosted
   * project whose plan has none, which then serves every photo as uploaded.
   */
  imageTransforms: importMetaEnv.imageTransforms !== 'false',
  iceServers: iceServers(),
  /** Development build: Redux DevTools and verbose logs. */
  dev: importMetaEnv.dev,
};

/** Sent as X-Client-Info so the backend can tell the web client apart. */
export const CLIENT_INFO = `ascend-web/${env.appVersion}`;
