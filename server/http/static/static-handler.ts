import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { preferredEncoding } from './accept-encoding';
import { CompressedVariants } from './compressed-variants';
import { contentTypeOf, isCompressible } from './content-types';
import { resolveStaticPath } from './resolve-static-path';
import { securityHeaders } from './security-headers';
import { prerenderedPageFor, PRERENDERED_DIR } from './prerendered-page';
import { inlineScriptHashes } from './inline-script-hashes';
import { injectAnonKey, injectIceServers, injectSiteOrigin } from './spa-index';

export interface StaticOptions {
  /** The built SPA (vite's dist/). */
  staticDir: string;
  /** Written into index.html's supabase-anon-key meta tag. */
  anonKey: string;
  /** ICE_SERVERS (JSON), written into index.html's ice-servers meta tag when set. */
  iceServers?: string;
  /** The hosted Supabase project the SPA talks to, when not this server (ServerConfig.supabaseOrigin). */
  supabaseOrigin?: string;
  /** Every origin this server's storage serves photos under (public-origins.ts). */
  photoOrigins?: string[];
  /** The site's own origin (PUBLIC_URL's), for the prerendered pages' hreflang links. */
  siteOrigin?: string;
}

interface LoadedFile {
  version: string;
  body: Buffer;
  etag: string;
  /** The app's HTML carries its own policy: it names the page's inline scripts. */
  headers?: Record<string, string>;
}

// Vite names everything under /assets/ by content hash, so those never change under one URL.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Serves the built SPA: files, index.html for client-side routes, compressed and cached. */
export function createStaticHandler(options: StaticOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const root = path.resolve(options.staticDir);
  const indexPath = path.join(root, 'index.html');
  const prerenderedDir = path.join(root, PRERENDERED_DIR) + path.sep;
  // The app's HTML: the shell, or a page the build rendered into a copy of it. Never cached unchecked.
  const isAppHtml = (file: string) => file === indexPath || file.startsWith(prerenderedDir);
  const loaded = new Map<string, LoadedFile>();
  const variants = new CompressedVariants();
  const security = securityHeaders(options.supabaseOrigin, options.photoOrigins);

  async function load(file: string): Promise<LoadedFile | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
    const cached = loaded.get(file);
    if (cached?.version === version) return cached;
    let body = await readFile(file);
    let headers: Record<string, string> | undefined;
    if (isAppHtml(file)) {
      const html = injectSiteOrigin(injectIceServers(injectAnonKey(body.toString('utf8'), options.anonKey), options.iceServers), options.siteOrigin);
      body = Buffer.from(html);
      headers = securityHeaders(options.supabaseOrigin, options.photoOrigins, inlineScriptHashes(html));
    }
    const etag = createHash('sha1').update(body).digest('base64url').slice(0, 20);
    const entry = { version, body, etag, headers };
    loaded.set(file, entry);
    return entry;
  }

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...security, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = resolveStaticPath(root, pathname);
    // Source maps would hand out the app's source: never served, even when a build left some in dist/.
    if (file === undefined || path.extname(file).toLowerCase() === '.map') return notFound(res, security);
    let target = file === root ? indexPath : file;
    let entry = target === indexPath ? undefined : await load(target);
    if (entry === undefined && (target === indexPath || wantsSpaFallback(pathname, req))) {
      // A client-side route: its prerendered page when the build wrote one, else the shell.
      const page = prerenderedPageFor(root, pathname);
      entry = page === undefined ? undefined : await load(page);
      target = entry === undefined ? indexPath : page!;
      entry ??= await load(indexPath);
    }
    if (entry === undefined) return notFound(res, security, target === indexPath);
    await send(req, res, target, entry, isAppHtml(target) ? REVALIDATE : cacheControlFor(pathname));
  };

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    entry: LoadedFile,
    cacheControl: string,
  ): Promise<void> {
    const type = contentTypeOf(file);
    const encoding = isCompressible(type) ? preferredEncoding(req.headers['accept-encoding']) : undefined;
    const encoded = await variants.get(`${file}:${entry.etag}`, entry.body, encoding);
    const etag = `"${entry.etag}${encoded ? `-${encoding}` : ''}"`;
    const headers: Record<string, string | number> = {
      ...(entry.headers ?? security),
      'Content-Type': type,
      'Cache-Control': cacheControl,
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const body = encoded ?? entry.body;
    if (encoded) headers['Content-Encoding'] = encoding as string;
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

// Client-side routes get index.html; a missing script or image must stay a 404, not HTML.
function wantsSpaFallback(pathname: string, req: IncomingMessage): boolean {
  if (pathname.startsWith('/assets/')) return false;
  if (path.extname(pathname) === '') return true;
  return String(req.headers.accept ?? '').includes('text/html');
}

function notFound(res: ServerResponse, security: Record<string, string>, appMissing = false): void {
  const text = appMissing ? 'The web app is not built: run `npm run build`.' : 'Not Found';
  res.writeHead(404, { ...security, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(text);
}
