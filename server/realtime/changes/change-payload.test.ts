import { changesNothingReadable, type CapturedChange } from './change-payload';
import type { TableInfo } from './table-catalog';

// An UPDATE that changed only columns hidden from a subscriber is not sent to her: its time would
// tell when they changed (a message's read time: docs/plans.md, Read receipts).
const messages: TableInfo = {
  schema: 'public',
  name: 'messages',
  columns: ['id', 'content', 'read_at'].map((name) => ({ name, type: 'text' })),
  columnTypes: new Map(),
  primaryKey: [{ name: 'id', sqlType: 'uuid' }],
  published: true,
  replicaIdentityFull: false,
};
const update = (old: Record<string, unknown>, record: Record<string, unknown>): CapturedChange => ({
  schema: 'public', table: 'messages', type: 'UPDATE', old, record, commitTimestamp: '2026-11-28T10:00:00.000Z',
});
const row = { id: 'm1', content: 'Hi', read_at: null };
const read = { ...row, read_at: '2026-11-28T10:00:00Z' };

it('holds back an update that changed no column the subscriber may select', () => {
  expect(changesNothingReadable(messages, update(row, read), new Set(['id', 'content']))).toBe(true);
});

it('sends an update that changed a column she may select, or whose old row is not whole', () => {
  expect(changesNothingReadable(messages, update(row, read), new Set(['id', 'content', 'read_at']))).toBe(false);
  expect(changesNothingReadable(messages, update({ id: 'm1' }, read), new Set(['id', 'content']))).toBe(false);
  expect(changesNothingReadable(messages, { ...update(row, read), type: 'INSERT', old: undefined }, new Set(['id']))).toBe(false);
});
