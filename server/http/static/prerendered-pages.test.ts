import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { listenLocally } from '../../testing/local-server';
import { createStaticHandler } from './static-handler';

let root: string;
let close: () => Promise<void>;
let url: string;

const THEME_SCRIPT = "document.documentElement.classList.add('dark');";
const STARTER = "document.head.append(document.currentScript.dataset.modules);";
/** A page's seed (src/app/model/page-seed.ts): data, never run. */
const SEED = '<script type="application/json" id="page-seed">{"getPlans":[]}</script>';
const html = (page: string) =>
  `<!doctype html><html><head><meta name="supabase-anon-key" content="" /><script>${THEME_SCRIPT}</script>` +
  `<script src="/early-requests.js" async></script></head>` +
  `<body>${page}<script data-modules="/assets/index.js">${STARTER}</script></body></html>`;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ascend-prerendered-'));
  await mkdir(path.join(root, 'prerendered'));
  await writeFile(path.join(root, 'index.html'), html('shell'));
  await writeFile(path.join(root, 'prerendered', 'index.html'), html('landing'));
  await writeFile(path.join(root, 'prerendered', 'login.html'), html('sign-in'));
  await writeFile(path.join(root, 'prerendered', 'pricing.html'), html(`plans${SEED}`));
  await mkdir(path.join(root, 'prerendered', 'es'));
  await writeFile(path.join(root, 'prerendered', 'es', 'index.html'), html('portada'));
  await writeFile(path.join(root, 'prerendered', 'es', 'login.html'), html('iniciar sesión'));
  await writeFile(path.join(root, 'secret.html'), html('not a page'));
  const serveStatic = createStaticHandler({ staticDir: root, anonKey: 'the-anon-key' });
  ({ url, close } = await listenLocally(http.createServer((req, res) => void serveStatic(req, res))));
});
afterAll(async () => {
  await close?.();
  await rm(root, { recursive: true, force: true });
});

const page = async (pathname: string) => {
  const res = await fetch(`${url}${pathname}`, { headers: { Accept: 'text/html' } });
  return { status: res.status, body: await res.text(), cache: res.headers.get('cache-control'), policy: res.headers.get('content-security-policy') };
};

describe('pages the build rendered ahead (scripts/prerender.ts)', () => {
  it('answer their routes, with the anon key filled in and revalidated on every load', async () => {
    for (const [pathname, text] of [['/', 'landing'], ['/login', 'sign-in'], ['/pricing', 'plans']]) {
      const answer = await page(pathname);
      expect(answer).toMatchObject({ status: 200, cache: 'no-cache' });
      expect(answer.body).toContain(text);
      expect(answer.body).toContain('content="the-anon-key"');
    }
  });

  it('answer the same routes in another language under its code (docs/i18n.md)', async () => {
    for (const [pathname, text] of [['/es/', 'portada'], ['/es', 'portada'], ['/es/login', 'iniciar sesión']]) {
      const answer = await page(pathname);
      expect(answer).toMatchObject({ status: 200, cache: 'no-cache' });
      expect(answer.body).toContain(text);
    }
    // A language whose pages the build did not write, or a page it did not: the shell, which draws it.
    for (const pathname of ['/de/', '/es/pricing', '/es/login/extra', '/en/login']) expect((await page(pathname)).body).toContain('shell');
  });

  it('leave every other client-side route to the shell', async () => {
    for (const pathname of ['/home', '/register', '/profile/amy_pond', '/Login', '/login/', '/index.html']) {
      const answer = await page(pathname);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('shell');
      expect(answer.body).toContain('content="the-anon-key"');
    }
  });

  it('name no file outside their folder', async () => {
    for (const pathname of ['/..%2Fsecret', '/../secret', '/prerendered/..%2F..%2Fsecret']) {
      expect((await page(pathname)).body).not.toContain('not a page');
    }
  });
});

describe('the inline scripts', () => {
  it('run by their hashes alone: the policy names them and allows no other inline script', async () => {
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    // The pricing page's seed is data: no hash, as it is never run.
    for (const pathname of ['/', '/login', '/home', '/pricing']) {
      const { policy } = await page(pathname);
      expect(policy).toContain(`script-src 'self' ${hash(THEME_SCRIPT)} ${hash(STARTER)};`);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
  });
});
