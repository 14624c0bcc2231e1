import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { DEMO_PASSWORD, generateProfiles } from '../server/db/seed';
import { apiKeys, verifyJwt, type Claims } from '../server/jwt';
import { parseQuery } from '../server/rest/parse/query-params';
import { loadSchemaCache } from '../server/rest/schema-cache';
import { insertSql } from '../server/rest/sql/mutate-sql';
import { buildReadPlan } from '../server/rest/sql/read-plan';
import { relationSql } from '../server/rest/sql/read-sql';
import { SqlParams } from '../server/rest/sql/sql-params';
import { readStatement, writeStatement } from '../server/rest/sql/statement';
import { printTable, runLoad, type LoadOptions } from './bench/load';
import { liftLimitsForBenchmark } from './bench/unlimited-members';
import { benchSize } from './bench/bench-size';

// `npm run bench:api`: what the REST surface costs over running its SQL straight on the database.
const PROFILES = benchSize('PROFILES', 1000, 30);
const LOAD: LoadOptions = {
  durationMs: benchSize('SECONDS', 10, 0.5) * 1000,
  concurrency: 8,
  maxOps: 50_000,
};
const SELECT = 'select=id,username,age,location,photos(url,is_primary)&limit=20';

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-bench-'));
  // The temporary data directory gets its own secret, as any new data directory does.
  const config = { ...(await loadConfig({ DATA_DIR: dataDir })), host: '127.0.0.1', port: 0 };
  const db = await openDatabase({ dataDir, seed: false });
  const keys = await apiKeys(config.jwtSecret);
  const app = createApp({ config, db, keys });
  try {
    console.log(`Generating ${PROFILES} profiles...`);
    const accounts = await generateProfiles(db, PROFILES);
    await liftLimitsForBenchmark(db);
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const anonKey = keys.anonKey;

    // One signed-in sender per worker, each matched with a partner so RLS lets it send messages.
    const senders = accounts.slice(0, LOAD.concurrency);
    const partners = accounts.slice(LOAD.concurrency, LOAD.concurrency * 2);
    for (const [i, s] of senders.entries()) {
      await db.query(`insert into public.interests (sender_id, receiver_id, status) values ($1, $2, 'accepted')`, [
        s.id,
        partners[i].id,
      ]);
    }
    const tokens = await Promise.all(senders.map((s) => signIn(url, anonKey, s.email)));
    const claims: Claims[] = await Promise.all(tokens.map((t) => verifyJwt(t, config)));
    const headers = (w: number) => ({ apikey: anonKey, Authorization: `Bearer ${tokens[w]}`, 'Content-Type': 'application/json' });
    const message = (w: number, n: number) => ({ sender_id: senders[w].id, receiver_id: partners[w].id, content: `bench message ${n}` });

    // The statements the REST surface builds for the same two requests.
    const cache = await loadSchemaCache(db);
    const readParams = new SqlParams();
    const plan = buildReadPlan(cache, cache.relations.get('profiles')!, parseQuery(new URLSearchParams(SELECT)));
    plan.limit = 20;
    const readSql = readStatement(plan, { from: relationSql('public', 'profiles') }, readParams, { media: 'json', stripNulls: false }, false);
    const insertParams = new SqlParams();
    const insert = insertSql(cache.relations.get('messages')!, [message(0, 0)], { prefs: {}, representation: false }, insertParams);
    const insertStatement = writeStatement(insert, undefined, insertParams, { media: 'json', stripNulls: false });

    // Both HTTP runs come first: the direct runs keep the event loop busy, and an in-process client
    // would then find its idle keep-alive sockets closed under it.
    const selectHttp = await runLoad('select over HTTP', async (w) => {
      const res = await fetch(`${url}/rest/v1/profiles?${SELECT}`, { headers: headers(w) });
      if (res.status !== 200) throw new Error(`select answered ${res.status}: ${await res.text()}`);
      await res.text();
    }, LOAD);
    const insertHttp = await runLoad('insert over HTTP', async (w, n) => {
      const res = await fetch(`${url}/rest/v1/messages`, { method: 'POST', headers: headers(w), body: JSON.stringify(message(w, n)) });
      if (res.status !== 201) throw new Error(`insert answered ${res.status}: ${await res.text()}`);
      await res.text();
    }, LOAD);
    const selectDirect = await runLoad('select on the database', async (w) => {
      await db.asRole(claims[w], (tx) => tx.query(readSql, readParams.values));
    }, LOAD);
    const insertDirect = await runLoad('insert on the database', async (w, n) => {
      await db.asRole(claims[w], (tx) => tx.query(insertStatement, [JSON.stringify([message(w, n)])]));
    }, LOAD);

    printTable([
      { workload: 'profiles + photos, limit 20', http: selectHttp, direct: selectDirect },
      { workload: 'insert a message under RLS', http: insertHttp, direct: insertDirect },
    ]);
    const errors = [selectHttp, selectDirect, insertHttp, insertDirect].reduce((sum, r) => sum + r.errors, 0);
    if (errors > 0) {
      console.error(`${errors} operations failed`);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function signIn(url: string, anonKey: string, email: string): Promise<string> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed (${res.status}): ${JSON.stringify(body)}`);
  return body.access_token;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
