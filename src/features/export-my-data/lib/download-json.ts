import { downloadFile, toIsoDate } from '@/shared/lib';

/** 'ascend-my-data-2026-11-23.json': the product, what it is, and the day it was taken. */
export function exportFileName(today: Date = new Date()): string {
  return `ascend-my-data-${toIsoDate(today)}.json`;
}

/** Hands the browser a JSON file to save. */
export function downloadJson(data: unknown, fileName: string): void {
  downloadFile(JSON.stringify(data, null, 2), 'application/json', fileName);
}
