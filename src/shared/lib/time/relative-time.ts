const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'} ago`;

/** SPEC §9: under 60 s 'Just now', then minutes, hours and days with 'ago'. */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(date).getTime()) / 1000);
  if (seconds < MINUTE) return 'Just now';
  if (seconds < HOUR) return unit(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return unit(Math.floor(seconds / HOUR), 'hour');
  return unit(Math.floor(seconds / DAY), 'day');
}
