// `npm start`'s first step: `npm run build`, unless dist/ holds a complete build of the same inputs.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a build records the hash of its inputs: in Vite's own folder, which the server never serves. */
export const BUILD_STAMP = path.join('dist', '.vite', 'build-inputs');
const MANIFEST = path.join('dist', '.vite', 'manifest.json');

// Read by the build besides tsconfig.app.json's `include`: the page, the copied files, the
// configurations and the installed packages (node_modules/.package-lock.json is what npm installed).
// The build's own steps too: Vite's plugins (scripts/vite) and the prerender with the server modules it
// names files and hashes by. The service worker's sources (built into dist/sw.js, docs/pwa.md) too.
const INPUTS = [
  'index.html',
  'public',
  'service-worker',
  'vite.config.ts',
  'scripts/vite',
  'scripts/prerender.ts',
  'scripts/prerender',
  'server/http/static/prerendered-page.ts',
  'server/http/static/inline-script-hashes.ts',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];
/** tsconfig*.json and the .env files Vite loads. */
const ROOT_INPUT = /^(tsconfig.*\.json|\.env(\..+)?)$/;
// tsconfig.app.json leaves tests out and the bundle never imports them: editing one needs no build.
const TEST_FILE = /\.test\.tsx?$|\.jest\.ts$/;
/** The environment the build reads: Vite exposes VITE_* to the app, NODE_ENV picks React's build. */
const BUILD_ENV = /^(VITE_.*|NODE_ENV)$/;

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const info = await stat(full).catch(() => undefined);
  if (!info) return [];
  if (info.isFile()) return [entry];
  const found = await readdir(full, { recursive: true, withFileTypes: true });
  return found.filter((f) => f.isFile()).map((f) => path.relative(root, path.join(f.parentPath, f.name)));
}

/** What tsconfig.app.json type-checks, and so what the bundle can import: src/ and a few shared files. */
async function appSources(root: string): Promise<string[]> {
  const tsconfig = JSON.parse(await readFile(path.join(root, 'tsconfig.app.json'), 'utf8')) as { include?: string[] };
  return tsconfig.include ?? ['src'];
}

/** A hash of every input of `npm run build`: files by path and content, and the environment it reads. */
export async function buildInputsHash(root: string, env: NodeJS.ProcessEnv): Promise<string> {
  const rootFiles = (await readdir(root)).filter((name) => ROOT_INPUT.test(name));
  const entries = [...(await appSources(root)), ...INPUTS, ...rootFiles];
  const files = (await Promise.all(entries.map((entry) => filesUnder(root, entry)))).flat();
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].filter((f) => !TEST_FILE.test(f)).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`).update(await readFile(path.join(root, file))).update('\0');
  }
  for (const name of Object.keys(env).filter((key) => BUILD_ENV.test(key)).sort()) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** dist/ has index.html and every file Vite's manifest lists, and every file of public/. */
export async function isBuildComplete(root: string): Promise<boolean> {
  const manifest = await readFile(path.join(root, MANIFEST), 'utf8').then(
    (text) => JSON.parse(text) as Record<string, { file: string; css?: string[]; assets?: string[] }>,
    () => undefined,
  );
  if (!manifest) return false;
  const built = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]);
  const copied = (await filesUnder(path.join(root, 'public'), '.')).map((file) => path.normalize(file));
  const needed = ['index.html', ...built, ...copied];
  const present = await Promise.all(needed.map((file) => stat(path.join(root, 'dist', file)).then((s) => s.isFile(), () => false)));
  return present.every(Boolean);
}

/**
 * Runs `build` unless dist/ is complete and was built from inputs with the same hash; records the
 * hash after a build that succeeded. The hash is taken before building, so an input edited during
 * the build makes the next start build again.
 */
export async function buildIfChanged(root: string, env: NodeJS.ProcessEnv, build: () => Promise<void>): Promise<'built' | 'unchanged'> {
  const inputs = await buildInputsHash(root, env);
  const stamp = await readFile(path.join(root, BUILD_STAMP), 'utf8').catch(() => undefined);
  if (stamp?.trim() === inputs && (await isBuildComplete(root))) return 'unchanged';
  await build();
  await mkdir(path.dirname(path.join(root, BUILD_STAMP)), { recursive: true });
  await writeFile(path.join(root, BUILD_STAMP), `${inputs}\n`);
  return 'built';
}

const npmRunBuild = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });

// Run as a script (`tsx scripts/build-if-changed.ts`), not when imported by a test.
if (process.argv[1]?.replace(/\\/g, '/').endsWith('scripts/build-if-changed.ts')) {
  const started = performance.now();
  buildIfChanged(process.cwd(), process.env, npmRunBuild)
    .then((outcome) => {
      if (outcome === 'unchanged') {
        console.log(`The app in dist/ is built from the current sources: no build needed (checked in ${Math.round(performance.now() - started)} ms).`);
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
