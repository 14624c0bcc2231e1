// Prints the landing page's initial JavaScript (gzip): the entry chunk, the landing page's lazy
// chunk, and every chunk they import statically. Builds first unless --no-build is given.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const BUDGET_KB = 170;
const dist = path.resolve('dist');

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel error', { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landingKey = Object.keys(manifest).find((key) => key.startsWith('src/pages/landing/'));
if (!entryKey || !landingKey) throw new Error('entry or landing chunk not found in the manifest');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
visit(entryKey);
visit(landingKey);

let total = 0;
const rows = [...files].map((file) => {
  const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += bytes;
  return { file, 'kB gzip': (bytes / 1000).toFixed(1) };
});
console.table(rows);
const kb = total / 1000;
console.log(`Landing page initial JS: ${kb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (kb > BUDGET_KB) {
  console.error('Over budget.');
  process.exitCode = 1;
}
