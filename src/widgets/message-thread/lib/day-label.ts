import { formatDate } from '@/shared/lib';
import { threadTexts } from '../config/texts';

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const DAY_MS = 24 * 60 * 60 * 1000;

/** The separator above a day's messages: 'Today', 'Yesterday', or the date in the reader's locale. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  const daysAgo = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (daysAgo === 0) return threadTexts.today;
  if (daysAgo === 1) return threadTexts.yesterday;
  return formatDate(iso);
}

/** The local calendar day of a time, to group messages by. */
export const dayKey = (iso: string) => startOfDay(new Date(iso));
