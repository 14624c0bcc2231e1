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
 * An UPDATE that changed none of the `readable` columns (known when the old row is whole): sending it
 * would tell the subscriber when a column hidden from her changed (a message's read time, for a
 * sender whose plan has no read receipts: docs/plans.md, Read receipts), so it is not sent.
 */
export function changesNothingReadable(table: TableInfo, change: CapturedChange, readable: ReadonlySet<string>): boolean {
  if (change.type !== 'UPDATE' || !change.record || !change.old) return false;
  const { record, old } = change;
  return table.columns.every(
    ({ name }) => !readable.has(name) || (name in old && JSON.stringify(old[name]) === JSON.stringify(record[name])),
  );
}

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
