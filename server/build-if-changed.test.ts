import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIfChanged } from '../scripts/build-if-changed';

// npm start's build step (scripts/ has no Jest project of its own: its tests live with the server's).

let root: string;
let builds: number;

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

/** What `npm run build` leaves: the page, the bundle its manifest lists, the public files. */
async function fakeBuild(): Promise<void> {
  builds++;
  await rm(path.join(root, 'dist'), { recursive: true, force: true });
  await put('dist/index.html', '<script src="/assets/index-1.js"></script>');
  await put('dist/assets/index-1.js', 'console.log(1)');
  await put('dist/favicon.svg', '<svg/>');
  await put('dist/.vite/manifest.json', JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }));
}

const run = (env: NodeJS.ProcessEnv = {}) => buildIfChanged(root, env, fakeBuild);

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ascend-build-'));
  builds = 0;
  await put('index.html', '<div id="root"></div>');
  await put('src/main.tsx', 'export {}');
  await put('src/main.test.tsx', 'test.todo("main")');
  await put('shared/rules.ts', 'export const LIMIT = 500;');
  await put('public/favicon.svg', '<svg/>');
  await put('tsconfig.app.json', JSON.stringify({ include: ['src', 'shared/rules.ts'] }));
  await put('package-lock.json', '{}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

it('builds when dist/ is missing, then skips while the inputs stay the same', async () => {
  expect(await run()).toBe('built');
  expect(await run()).toBe('unchanged');
  expect(builds).toBe(1);
});

it.each([
  ['a source file', () => put('src/main.tsx', 'export const changed = true;')],
  ['a new source file', () => put('src/pages/new-page.tsx', 'export {}')],
  ['a shared file the app includes', () => put('shared/rules.ts', 'export const LIMIT = 600;')],
  ['a public file', () => put('public/robots.txt', 'User-agent: *')],
  ["one of the build's own plugins", () => put('scripts/vite/route-preload.ts', 'export {}')],
  ['the installed packages', () => put('package-lock.json', '{"lockfileVersion": 3}')],
  ['an .env file', () => put('.env.local', 'VITE_SUPABASE_URL=https://example.supabase.co')],
])('builds again after a change to %s', async (_, change) => {
  await run();
  await change();
  expect(await run()).toBe('built');
  expect(builds).toBe(2);
});

it('builds again when a VITE_ variable or NODE_ENV changes, not for other variables', async () => {
  await run({ VITE_SUPABASE_URL: 'https://a.supabase.co' });
  expect(await run({ VITE_SUPABASE_URL: 'https://a.supabase.co', PORT: '4000' })).toBe('unchanged');
  expect(await run({ VITE_SUPABASE_URL: 'https://b.supabase.co' })).toBe('built');
  expect(await run({ VITE_SUPABASE_URL: 'https://b.supabase.co', NODE_ENV: 'development' })).toBe('built');
});

it('skips after a change to a test file, which the build leaves out', async () => {
  await run();
  await put('src/main.test.tsx', 'test.todo("other")');
  expect(await run()).toBe('unchanged');
});

it('builds again when dist/ lost a file of the build, or the build had no record of its inputs', async () => {
  await run();
  await rm(path.join(root, 'dist/assets/index-1.js'));
  expect(await run()).toBe('built');
  await rm(path.join(root, 'dist/favicon.svg'));
  expect(await run()).toBe('built');
  // `npm run build` run by itself (CI, the e2e tests) leaves no record.
  await fakeBuild();
  expect(await run()).toBe('built');
  expect(builds).toBe(5);
});

it('records nothing when the build fails, so the next start tries again', async () => {
  await run();
  await put('src/main.tsx', 'export const broken: number = "text";');
  await expect(
    buildIfChanged(root, {}, () => Promise.reject(new Error('tsc found errors'))),
  ).rejects.toThrow('tsc found errors');
  expect(await run()).toBe('built');
});
