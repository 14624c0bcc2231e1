import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildInputsHash } from './build-if-changed';

// The service worker is built from service-worker/, outside tsconfig.app.json's sources (docs/pwa.md):
// a change there must rebuild on `npm start` too. server/build-if-changed.test.ts has the rest.

let root: string;

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ascend-build-worker-'));
  await put('src/main.tsx', 'export {}');
  await put('tsconfig.app.json', JSON.stringify({ include: ['src'] }));
  await put('service-worker/sw.ts', 'export {}');
  await put('service-worker/push.test.ts', 'test.todo("push")');
});
afterEach(() => rm(root, { recursive: true, force: true }));

it("counts the worker's sources as the build's inputs, not its tests", async () => {
  const before = await buildInputsHash(root, {});
  await put('service-worker/push.test.ts', 'test.todo("push, again")');
  expect(await buildInputsHash(root, {})).toBe(before);
  await put('service-worker/sw.ts', 'export const changed = true;');
  expect(await buildInputsHash(root, {})).not.toBe(before);
});
