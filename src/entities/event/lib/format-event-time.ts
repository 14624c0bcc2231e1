import { formatDate } from '@/shared/i18n';

/**
 * When an event is, in the reader's time zone and locale: 'Thu, Dec 3, 7:00 PM'. The list and the
 * page say the same; the .ics file carries UTC and her calendar converts it.
 */
export function formatEventTime(iso: string, timeZone?: string): string {
  return formatDate(iso, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
}
