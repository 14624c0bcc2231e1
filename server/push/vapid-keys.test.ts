import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dataDirVapidKeys, VAPID_KEYS_FILE } from './vapid-keys';

// The VAPID keys are made once per data directory and kept (a new pair would silence every device).
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-vapid-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('makes a key pair on first use, privately, and gives the same one after', async () => {
  const [first, racing] = await Promise.all([dataDirVapidKeys(dataDir), dataDirVapidKeys(dataDir)]);
  expect(first.publicKey).toMatch(/^B[\w-]{86}$/);
  expect(racing).toEqual(first);
  expect(await dataDirVapidKeys(dataDir)).toEqual(first);
  expect((await stat(path.join(dataDir, VAPID_KEYS_FILE))).mode & 0o777).toBe(0o600);
});

it('refuses a file that holds no key pair, and says what to do', async () => {
  await writeFile(path.join(dataDir, VAPID_KEYS_FILE), '{"publicKey": "short"}');
  await expect(dataDirVapidKeys(dataDir)).rejects.toThrow(/holds no usable VAPID key pair. Delete it/);
});
