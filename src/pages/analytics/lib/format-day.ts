const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' (a UTC day, as the database counts them) as 'Nov 28'. */
export const formatDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** A reply rate as the table says it: '67%', or '–' when nobody wrote. */
export const formatRate = (rate: number | null): string => (rate === null ? '–' : `${rate}%`);
