import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { listenLocally } from '../../testing/local-server';
import { createStaticHandler } from './static-handler';

let root: string;
let closeGateway: () => Promise<void>;
let url: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ascend-static-security-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(path.join(root, 'assets', 'index-1a2b3c.js'), 'console.log(1);\n');
  await writeFile(path.join(root, 'assets', 'index-1a2b3c.js.map'), '{"sources":["src/app/secret.ts"]}');
  const serveStatic = createStaticHandler({ staticDir: root, anonKey: 'anon', supabaseOrigin: 'https://project.supabase.co' });
  ({ url, close: closeGateway } = await listenLocally(http.createServer((req, res) => void serveStatic(req, res))));
});
afterAll(async () => {
  await closeGateway?.();
  await rm(root, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Headers): void {
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'self'; script-src 'self';");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

describe('security headers of the static answers', () => {
  it('come with index.html, client-side routes, assets, 304s, 404s and 405s', async () => {
    const asset = await fetch(`${url}/assets/index-1a2b3c.js`);
    const answers = [
      await fetch(`${url}/`),
      await fetch(`${url}/profile/amy_pond`),
      asset,
      await fetch(`${url}/assets/index-1a2b3c.js`, { headers: { 'If-None-Match': asset.headers.get('etag')! } }),
      await fetch(`${url}/missing.png`),
      await fetch(`${url}/`, { method: 'POST' }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 304, 404, 405]);
    for (const res of answers) expectSecurityHeaders(res.headers);
  });

  it('let the SPA reach the configured Supabase project and show its images', async () => {
    const policy = (await fetch(`${url}/`)).headers.get('content-security-policy')!;
    expect(policy).toContain("connect-src 'self' https://project.supabase.co wss://project.supabase.co;");
    expect(policy).toContain("img-src 'self' data: blob: https://project.supabase.co;");
  });
});

describe('source maps', () => {
  it('are never served, whatever the request accepts', async () => {
    for (const accept of ['*/*', 'text/html', 'application/json']) {
      const res = await fetch(`${url}/assets/index-1a2b3c.js.map`, { headers: { Accept: accept } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret.ts');
    }
  });
});
