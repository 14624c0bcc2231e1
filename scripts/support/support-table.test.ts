import { supportTable, type QueuedSupportRequest } from './support-table';

const row = (over: Partial<QueuedSupportRequest>): QueuedSupportRequest => ({
  id: 'r1',
  priority: false,
  created_at: '2026-11-28T10:00:00Z',
  user_id: 'm1',
  username: 'ava',
  email: 'ava@example.com',
  subject: 'Cannot upload',
  message: 'It fails.',
  screenshot_path: null,
  ...over,
});

it('prints each open request in the order given, priority marked, her text on one line', () => {
  const table = supportTable([
    row({ id: 'r2', priority: true, username: 'noah', email: 'noah@example.com', subject: 'Boost\u202E broken', message: 'Line one\n\nLine two', screenshot_path: 'm2/a.png' }),
    row({}),
  ]);
  expect(table.split('\n')).toEqual([
    '[Priority] 2026-11-28T10:00:00Z  r2',
    '  from @noah <noah@example.com>',
    '  "Boost broken"',
    '  Line one Line two',
    '  screenshot: support-screenshots/m2/a.png',
    '',
    '2026-11-28T10:00:00Z  r1',
    '  from @ava <ava@example.com>',
    '  "Cannot upload"',
    '  It fails.',
  ]);
  expect(supportTable([])).toBe('No open support requests.');
});
