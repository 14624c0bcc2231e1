import { mockDb, type MockUser } from '../db';
import { PUBLIC_PROFILE_COLUMNS, publicProfilesFor } from '../db/public-profiles';
import { asRecordTable, type RecordTable } from '../db/table';

type Row = Record<string, unknown>;
type Policy = (row: Row, caller: MockUser | null) => boolean;

/** A table or view under /rest/v1, with the row level security the migrations give it. */
export interface Relation {
  columns: () => string[];
  /** The rows the caller may read: a table's select policy, or a view's own rule. */
  rows: (caller: MockUser | null) => Row[];
  /** The table behind it; a view has none, and refuses writes. */
  table?: RecordTable;
  /** Insert, update and delete policy (one for all three here): may the caller write this row. */
  mayWrite?: Policy;
}

const own = (column: string): Policy => (row, caller) => caller !== null && row[column] === caller.id;

function tableRelation(table: RecordTable, policy: { read: Policy; write: Policy }): Relation {
  return {
    columns: table.columns,
    rows: (caller) => table.findMany((row) => policy.read(row, caller)),
    table,
    mayWrite: policy.write,
  };
}

const profiles = asRecordTable(mockDb.profiles);
const photos = asRecordTable(mockDb.photos);
const interests = asRecordTable(mockDb.interests);
const connectionRequests = asRecordTable(mockDb.connectionRequests);
const senderOrReceiver: Policy = (row, caller) => own('sender_id')(row, caller) || own('receiver_id')(row, caller);

export const restRelations: Record<string, Relation> = {
  // 20261123090000_profiles_owner_only.sql: a profile row is its owner's alone.
  profiles: tableRelation(profiles, { read: own('id'), write: own('id') }),
  public_profiles: {
    columns: () => [...PUBLIC_PROFILE_COLUMNS],
    rows: (caller) => publicProfilesFor(mockDb.profiles.findMany(), caller),
  },
  // Photos show with the profile they belong to; only their owner changes them.
  photos: tableRelation(photos, { read: (_row, caller) => caller !== null, write: own('user_id') }),
  // Its sender and its receiver see an interest. The mock has one write policy for all verbs: the
  // migrations' "sender inserts, receiver answers" is checked by the server tests, not here.
  interests: tableRelation(interests, {
    read: (row, caller) => own('sender_id')(row, caller) || own('receiver_id')(row, caller),
    write: (row, caller) => own('sender_id')(row, caller) || own('receiver_id')(row, caller),
  }),
  // Its sender and its receiver see a connection request; only its sender writes one (never edited).
  connection_requests: tableRelation(connectionRequests, { read: senderOrReceiver, write: own('sender_id') }),
};

/** Foreign keys PostgREST follows to embed: the child's column that points at the parent's id. */
export const embeddable: Record<string, { column: string; parents: string[] }> = {
  photos: { column: 'user_id', parents: ['profiles', 'public_profiles'] },
};

/** Foreign keys PostgREST follows the other way: a row's column that points at another relation's id. */
const references: Record<string, Record<string, string[]>> = {
  interests: { sender_id: ['profiles', 'public_profiles'], receiver_id: ['profiles', 'public_profiles'] },
  connection_requests: { sender_id: ['profiles', 'public_profiles'], receiver_id: ['profiles', 'public_profiles'] },
};

/** The column of `relation` to embed `target` by (many-to-one); `hint` picks one when several could. */
export function referenceTo(relation: string, target: string, hint?: string): string | null {
  const columns = Object.entries(references[relation] ?? {})
    .filter(([column, targets]) => targets.includes(target) && (hint === undefined || hint === column))
    .map(([column]) => column);
  return columns.length === 1 ? columns[0] : null;
}
