import { MIN_AGE } from '@/shared/config';

interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

/** Reads 'YYYY-MM-DD' as a calendar date, so that no time zone can move it by a day. */
function toCalendarDate(value: Date | string): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const probe = new Date(year, month - 1, day);
  if (probe.getMonth() !== month - 1 || probe.getDate() !== day) return null;
  return { year, month, day };
}

/** Age in whole years, counting month and day: a birthday not yet reached this year does not count. */
export function ageInYears(birthDate: Date | string, today: Date = new Date()): number | null {
  const birth = toCalendarDate(birthDate);
  const now = toCalendarDate(today);
  if (!birth || !now) return null;
  const beforeBirthday = now.month < birth.month || (now.month === birth.month && now.day < birth.day);
  return now.year - birth.year - (beforeBirthday ? 1 : 0);
}

export function isAdult(birthDate: Date | string, today: Date = new Date()): boolean {
  const age = ageInYears(birthDate, today);
  return age !== null && age >= MIN_AGE;
}

/** The latest birth date that is old enough today: the date picker's maximum. */
export function latestAdultBirthDate(today: Date = new Date()): Date {
  return new Date(today.getFullYear() - MIN_AGE, today.getMonth(), today.getDate());
}

/** 'YYYY-MM-DD' for a local calendar date. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
