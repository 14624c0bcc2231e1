import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, storageDir, type Database } from '../db';
import { sendMessage } from '../testing/messaging-members';
import { ensureTemplate } from '../testing/postgres-test-database';
import { createUsers, makeMatch } from '../testing/test-users';
import { backup } from './backup';
import { fileHashes } from './file-hashes';
import { restore } from './restore';
import { rowCounts } from './row-counts';

// db:backup then db:restore gives back every row and every stored file, on the engine this run uses:
// PGlite in the normal suite, PostgreSQL 15 in the PostgreSQL one (TEST_DATABASE_URL).

jest.setTimeout(60_000);
const serverUrl = process.env.TEST_DATABASE_URL;

let root: string;
const databases: string[] = [];
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ascend-backup-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  if (serverUrl) for (const name of databases) await admin((client) => client.query(`drop database if exists ${name} with (force)`));
});

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database of its own on the test server: migrated (from the template) or empty. */
async function postgresDatabase(migrated: boolean): Promise<string> {
  if (migrated) await ensureTemplate(serverUrl!);
  const name = `ascend_backup_${randomBytes(6).toString('hex')}`;
  databases.push(name);
  await admin((client) => client.query(`create database ${name}${migrated ? ' template ascend_test_template' : ''}`));
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Members, a match and messages in the database, photos and a key in the data directory. */
async function fill(db: Database, dataDir: string): Promise<void> {
  const [ava, noah, mia] = await createUsers(db, 3);
  await makeMatch(db, ava, noah);
  await makeMatch(db, ava, mia);
  for (let i = 0; i < 5; i += 1) await sendMessage(db, i % 2 ? noah : ava, i % 2 ? ava : noah, `message ${i}`);
  for (const member of [ava, noah]) {
    await mkdir(path.join(storageDir(dataDir), 'profile-photos', member.id), { recursive: true });
    await writeFile(path.join(storageDir(dataDir), 'profile-photos', member.id, 'first.jpg'), randomBytes(2048));
  }
  await writeFile(path.join(dataDir, 'jwt-secret'), `${randomBytes(32).toString('hex')}\n`);
}

/** Fills a database, backs it up, and returns its counts, its files' hashes and the backup folder. */
async function backedUp(databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(root, 'source-'));
  const db = await openDatabase({ dataDir, databaseUrl, seed: false });
  let rows: Record<string, number>;
  try {
    await fill(db, dataDir);
    rows = await rowCounts(db);
  } finally {
    await db.close();
  }
  const out = path.join(root, `backup-${randomBytes(4).toString('hex')}`);
  const manifest = await backup({ dataDir, databaseUrl, out });
  expect(manifest.rows).toEqual(rows);
  return { rows, files: await fileHashes(storageDir(dataDir)), out, dataDir };
}

// One backup, made once: the database's set-up and dump are the expensive part.
let source: Awaited<ReturnType<typeof backedUp>>;
beforeAll(async () => {
  source = await backedUp(serverUrl && (await postgresDatabase(true)));
});

test('a backup restored into an empty place gives back every table’s rows and every file', async () => {
  expect(source.rows['public.messages']).toBe(5);
  expect(Object.keys(source.files)).toHaveLength(2);
  const target = serverUrl && (await postgresDatabase(false));
  const dataDir = path.join(root, 'restored');
  // Counted again in the restored database itself (restore also checks them against its manifest).
  const restored = await restore({ from: source.out, dataDir, databaseUrl: target });
  expect(restored.rows).toEqual(source.rows);
  expect(await fileHashes(storageDir(dataDir))).toEqual(source.files);
  expect(await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(await readFile(path.join(source.dataDir, 'jwt-secret'), 'utf8'));
});

test('a restore refuses a changed backup, and a data directory in use unless told to move it aside', async () => {
  const target = serverUrl && (await postgresDatabase(false));
  // The source's own data directory holds data.
  await expect(restore({ from: source.out, dataDir: source.dataDir, databaseUrl: target })).rejects.toThrow('--replace');
  const [photo] = Object.keys(source.files);
  const original = await readFile(path.join(source.out, 'storage', photo));
  await writeFile(path.join(source.out, 'storage', photo), 'not the photo');
  await expect(restore({ from: source.out, dataDir: source.dataDir, databaseUrl: target, replace: true })).rejects.toThrow(`${photo}:`);
  await writeFile(path.join(source.out, 'storage', photo), original);
  expect((await restore({ from: source.out, dataDir: source.dataDir, databaseUrl: target, replace: true })).rows).toEqual(source.rows);
  expect(await fileHashes(storageDir(source.dataDir))).toEqual(source.files);
});
