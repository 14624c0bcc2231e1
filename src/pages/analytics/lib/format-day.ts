import { formatDate } from '@/shared/i18n';

/** 'YYYY-MM-DD' (a UTC day, as the database counts them) as 'Nov 28' ('28 nov', '28. Nov.'). */
export const formatDay = (day: string): string => formatDate(`${day}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A reply rate as the table says it: '67%', or '–' when nobody wrote. */
export const formatRate = (rate: number | null): string => (rate === null ? '–' : `${rate}%`);
