import type { Database, Tx } from '../../db';
import type { Claims } from '../../jwt';

/** What the policies on realtime.messages let a member do on a private channel, per extension. */
export interface ChannelPolicies {
  broadcast: { read: boolean; write: boolean };
  presence: { read: boolean; write: boolean };
}

type Extension = keyof ChannelPolicies;

// As PostgREST sets up a request, plus the topic that realtime.topic() reads.
const SET_MEMBER = `select
  set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true),
  set_config('request.jwt.claim.role', $1, true),
  set_config('realtime.topic', $4, true)`;

/** Whether a statement passes the member's policies; a failing policy (any error) denies, as hosted. */
async function passes(tx: Tx, sql: string, params: unknown[]): Promise<boolean> {
  await tx.query('savepoint realtime_policy');
  try {
    const { rows } = await tx.query(sql, params);
    await tx.query('release savepoint realtime_policy');
    return rows.length > 0;
  } catch {
    await tx.query('rollback to savepoint realtime_policy');
    return false;
  }
}

// Thrown to roll the probe rows back; carries nothing.
class RollBack extends Error {}

/**
 * Hosted Realtime's check, step by step: rows for the topic are inserted (by the owner), then, as the
 * member, read policies must let them be selected and write policies must let a new one be inserted.
 * The transaction is rolled back, so nothing is kept. `topic` is the channel name without `realtime:`.
 */
export async function readChannelPolicies(db: Database, topic: string, claims: Claims): Promise<ChannelPolicies> {
  let policies: ChannelPolicies | undefined;
  const check = db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; extension: Extension }>(
      `insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true), ($1, 'presence', true)
       returning id::text, extension`,
      [topic],
    );
    await tx.query(SET_MEMBER, [claims.role, JSON.stringify(claims), claims.sub ?? '', topic]);
    const read = (extension: Extension) =>
      passes(tx, `select 1 from realtime.messages where topic = $1 and extension = $2 and id = $3::uuid`, [
        topic,
        extension,
        rows.find((r) => r.extension === extension)!.id,
      ]);
    const write = (extension: Extension) =>
      passes(tx, `insert into realtime.messages (topic, extension, private) values ($1, $2, true) returning 1`, [
        topic,
        extension,
      ]);
    policies = {
      broadcast: { read: await read('broadcast'), write: await write('broadcast') },
      presence: { read: await read('presence'), write: await write('presence') },
    };
    throw new RollBack();
  });
  await check.catch((error: unknown) => {
    if (!(error instanceof RollBack)) throw error;
  });
  return policies!;
}
