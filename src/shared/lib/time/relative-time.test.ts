import { formatRelativeTime } from '@/shared/i18n';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1 minute ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600, '1 day ago'],
    [10 * 24 * 3600, '10 days ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('accepts ISO timestamps as the database returns them', () => {
    expect(formatRelativeTime('2026-11-21T11:00:00Z', now)).toBe('1 hour ago');
  });
});
