import type { ChangeEvent } from '../channels/channel';
import type { TableInfo } from './table-catalog';

type Row = Readonly<Record<string, unknown>>;

/** A committed row change of a published table, as the capture trigger reports it. */
export interface CapturedChange {
  schema: string;
  table: string;
  type: ChangeEvent;
  /** The new row (INSERT, UPDATE). */
  record?: Row;
  /** The old row (UPDATE, DELETE); only its key when the row was too large to notify. */
  old?: Row;
  /** When the time of commit was seen; hosted Realtime's format, e.g. 2026-11-21T09:00:00.123Z. */
  commitTimestamp: string;
}

/** The `data` of a postgres_changes event, in the shape realtime-js transforms into `new`/`old`. */
export interface ChangeData {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: ChangeEvent;
  columns: { name: string; type: string }[];
  record?: Row;
  old_record?: Row;
  errors: null;
}

const pick = (row: Row, names: Iterable<string>) =>
  Object.fromEntries([...names].filter((n) => n in row).map((n) => [n, row[n]]));

/**
 * The event for subscribers who may read `readable` columns. old_record holds only the primary key,
 * as hosted Realtime sends it without REPLICA IDENTITY FULL, and the whole old row with FULL.
 */
export function changeData(table: TableInfo, change: CapturedChange, readable: ReadonlySet<string>): ChangeData {
  const keys = table.primaryKey.map((k) => k.name);
  const data: ChangeData = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: table.columns.filter((c) => readable.has(c.name)),
    errors: null,
  };
  if (change.record) data.record = pick(change.record, readable);
  if (change.old) {
    data.old_record = pick(change.old, table.replicaIdentityFull ? readable : keys.filter((k) => readable.has(k)));
  }
  return data;
}
