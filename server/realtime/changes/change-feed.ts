import type { Database } from '../../db';
import type { ChangeEvent } from '../channels/channel';
import { CAPTURE_CHANNEL, CAPTURE_SQL } from './capture-sql';
import type { CapturedChange } from './change-payload';

type Row = Record<string, unknown>;

interface Notification {
  schema: string;
  table: string;
  type: ChangeEvent;
  record?: Row;
  old?: Row;
  key?: Row;
  old_key?: Row;
}

/** A change read from its notification; `tooLarge` when only keys came and the row must be read. */
export type FeedChange = CapturedChange & { tooLarge: boolean; key?: Row };

function parse(payload: string): FeedChange {
  const n = JSON.parse(payload) as Notification;
  const tooLarge = n.key !== undefined;
  return {
    schema: n.schema,
    table: n.table,
    type: n.type,
    record: tooLarge ? undefined : n.record,
    old: tooLarge ? n.old_key : n.old,
    key: n.key,
    tooLarge,
    // NOTIFY is delivered at commit, so the time it arrives is the commit's, to the millisecond.
    commitTimestamp: new Date().toISOString(),
  };
}

/**
 * Installs the capture triggers on the published tables and listens for their notifications.
 * Resolves to a function that stops listening.
 */
export async function startChangeFeed(db: Database, onChange: (change: FeedChange) => void): Promise<() => Promise<void>> {
  // On PostgreSQL a deadlock with a request is retried by the engine (server/db/pg-engine.ts).
  await db.transaction(async (tx) => {
    for (const statement of CAPTURE_SQL) await tx.query(statement);
  });
  return db.listen(CAPTURE_CHANNEL, (payload) => {
    let change: FeedChange;
    try {
      change = parse(payload);
    } catch (error) {
      console.error('realtime: unreadable change notification', error);
      return;
    }
    onChange(change);
  });
}
