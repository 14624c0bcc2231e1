import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let root: string;
const script = `console.log(${JSON.stringify('a'.repeat(4000))});\n`;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ascend-static-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="supabase-anon-key" content=""></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js'), script);
  await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js.map'), '{"sources":["src/app/secret.ts"]}');
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  await writeFile(path.join(root, 'secret.txt'), 'do not serve');
  server = await startTestServer({ config: { staticDir: dist } });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

/** A request with the path sent exactly as written (fetch would normalise it). */
function raw(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${server.url}${pathname}`, { method, headers, path: pathname }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the SPA', () => {
  it('serves index.html with the anon key filled in and no-cache', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain(`<meta name="supabase-anon-key" content="${server.anonKey}">`);
  });

  it('answers client-side routes with index.html but a missing file with 404', async () => {
    const route = await fetch(`${server.url}/profile/amy_pond`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    expect((await fetch(`${server.url}/assets/index-000000.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/missing.png`)).status).toBe(404);
  });

  it('serves the SPA routes that share a word with an API root, such as /auth/callback', async () => {
    const callback = await fetch(`${server.url}/auth/callback?code=abc`);
    expect(callback.status).toBe(200);
    expect(await callback.text()).toContain('<div id="root">');
    const api = await fetch(`${server.url}/auth/v1/no-such-endpoint`, { headers: { apikey: server.anonKey } });
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('serves hashed assets compressed, with a long cache and revalidation by ETag', async () => {
    const br = await raw('/assets/index-3f9a1c.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 4);

    const gzip = await raw('/assets/index-3f9a1c.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await raw('/assets/index-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const again = await raw('/assets/index-3f9a1c.js', { 'If-None-Match': plain.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('never serves a file outside the built app', async () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%5c..%5csecret.txt']) {
      const res = await raw(attempt);
      expect(res.body.toString()).not.toContain('do not serve');
    }
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await raw('/robots.txt', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await fetch(`${server.url}/robots.txt`, { method: 'POST' })).status).toBe(405);
  });
});

describe('API paths', () => {
  it('answers a JSON 404 for surfaces not mounted and never the SPA', async () => {
    for (const p of ['/realtime/v1/websocket', '/storage/v2/bucket', '/functions/v2/ai', '/rest/v2/profiles', '/functions']) {
      const res = await fetch(`${server.url}${p}`, { headers: { apikey: server.anonKey } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toEqual({ message: 'no Route matched with those values' });
    }
  });

  it('answers CORS preflights with 204 and the headers supabase-js sends', async () => {
    const res = await fetch(`${server.url}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://example.com',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'apikey, authorization, prefer, x-retry-count',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = res.headers.get('access-control-allow-headers')!.split(', ');
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'apikey', 'content-type', 'x-client-info', 'prefer', 'range', 'accept-profile', 'content-profile', 'x-upsert', 'cache-control', 'x-retry-count']));
  });

  it('exposes Content-Range to browsers on API answers', async () => {
    const res = await fetch(`${server.url}/rest/v1/`, { headers: { apikey: server.anonKey, Origin: 'http://example.com' } });
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Location');
  });
});

describe('security of the served SPA', () => {
  it('sends the content security policy and never a source map', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('content-security-policy')).toContain("default-src 'self'; script-src 'self';");
    expect(index.headers.get('x-frame-options')).toBe('DENY');
    const map = await fetch(`${server.url}/assets/index-3f9a1c.js.map`);
    expect(map.status).toBe(404);
  });
});
