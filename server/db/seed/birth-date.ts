/** A birth date that makes someone `age` today (their birthday `daysPast` days ago), as YYYY-MM-DD. */
export function birthDateForAge(age: number, daysPast = 40, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - daysPast);
  return date.toISOString().slice(0, 10);
}
