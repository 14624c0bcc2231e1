import { toIsoDate } from '@/shared/lib';

/** 'ascend-my-data-2026-11-23.json': the product, what it is, and the day it was taken. */
export function exportFileName(today: Date = new Date()): string {
  return `ascend-my-data-${toIsoDate(today)}.json`;
}

/** Hands the browser a JSON file to save, as a link with `download` would. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL would otherwise keep the data in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
