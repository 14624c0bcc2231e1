import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { generateProfiles } from '../../server/db/seed';
import { apiKeys, signJwt } from '../../server/jwt';
import { liftLimitsForBenchmark } from './unlimited-members';

export type Member = { id: string; token: string; client: SupabaseClient };

export interface RealtimeWorld {
  url: string;
  anonKey: string;
  members: Member[];
  /** Matched pairs: members[i] with members[i + n/2]. */
  pairs: (readonly [Member, Member])[];
  close(): Promise<void>;
}

/**
 * The whole server on a fresh PGlite data directory with `count` members, matched in pairs, each
 * with a supabase-js client whose realtime socket is authorised as them. Tokens are signed here:
 * signing in hundreds of members over HTTP would trip the auth rate limits.
 */
export async function startRealtimeWorld(count: number): Promise<RealtimeWorld> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-bench-fanout-'));
  const config = { ...(await loadConfig({ DATA_DIR: dataDir })), host: '127.0.0.1', port: 0 };
  const db = await openDatabase({ dataDir, seed: false });
  const keys = await apiKeys(config.jwtSecret);
  const app = createApp({ config, db, keys });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const accounts = await generateProfiles(db, count);
  await liftLimitsForBenchmark(db);
  const members: Member[] = [];
  for (const account of accounts) {
    const claims = { role: 'authenticated' as const, aud: 'authenticated', sub: account.id, email: account.email };
    const token = await signJwt(claims, config.jwtSecret, 3600);
    const client = createClient(url, keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    await client.realtime.setAuth(token);
    members.push({ id: account.id, token, client });
  }
  const half = count / 2;
  const pairs = members.slice(0, half).map((a, i) => [a, members[i + half]] as const);
  for (const [a, b] of pairs) {
    await db.query(`insert into public.interests (sender_id, receiver_id, status) values ($1, $2, 'accepted')`, [a.id, b.id]);
  }
  return {
    url,
    anonKey: keys.anonKey,
    members,
    pairs,
    async close() {
      await Promise.all(members.map((m) => m.client.realtime.disconnect()));
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
