import { reportTable, type QueuedReport } from './report-table';

const row = (over: Partial<QueuedReport>): QueuedReport => ({
  reported_id: 'm1',
  reported_username: 'sam',
  reporter_username: 'ava',
  reason: 'harassment',
  details: null,
  reported_at: '2026-11-28T10:00:00Z',
  counted: true,
  not_counted_because: null,
  reporter_address: '203.0.113.5',
  hidden_since: null,
  ...over,
});

it('lists the reports by member, hidden members first, saying who reported whom and whether it counts', () => {
  const table = reportTable([
    row({}),
    row({ reported_id: 'm2', reported_username: 'lee', reporter_username: 'new1', counted: false, not_counted_because: 'new account', reporter_address: null, hidden_since: '2026-11-27T09:00:00Z', details: 'Line one\nLine two' }),
  ]);
  expect(table.split('\n')).toEqual([
    '@lee m2: hidden from discovery since 2026-11-27T09:00:00Z',
    '  2026-11-28T10:00:00Z  by @new1 (no address): harassment "Line one Line two" [does not count: new account]',
    '',
    '@sam m1: shown',
    '  2026-11-28T10:00:00Z  by @ava (203.0.113.5): harassment [counts]',
  ]);
  expect(reportTable([])).toBe('No open reports.');
});
